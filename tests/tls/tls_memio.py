#!/usr/bin/env python3
"""tls_memio.py -- our TLS 1.3 client against our server in one process
over memory I/O (tests/tls/tls_memio.c): every suite, every group (by key
share and through HelloRetryRequest), every server key type, client
certificates, ALPN, SNI, KeyUpdate, records split into 1-byte reads, and
the failures a client must report: unknown CA, expired and not-yet-valid
leaves, wrong host name and IP, a missing client certificate, no common
suite or group, a leaf only for client authentication.

Usage: tls_memio.py  (driver $WOLFSSL_BUILDDIR/tests/tls/tls_memio, run
under $WOLFSSL_TEST_RUNNER).  Under an emulator ($WOLFSSL_TEST_RUNNER
set), or with QUICK=1 or --quick: a representative subset of the groups
and HelloRetryRequests (every suite, key type and failure still runs).
"""
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "x509"))
import tls_pki  # noqa: E402
from x509_testlib import Tally  # noqa: E402

SUITES = ("TLS13-AES128-GCM-SHA256", "TLS13-AES256-GCM-SHA384",
          "TLS13-CHACHA20-POLY1305-SHA256", "TLS13-AES128-CCM-SHA256",
          "TLS13-AES128-CCM-8-SHA256")
GROUPS = ("X25519", "P-256", "P-384", "P-521", "X448", "ffdhe2048",
          "ffdhe3072", "ffdhe4096")

# error codes (wolfssl/error-ssl.h, error-crypt.h)
ASN_NO_SIGNER_E = -188
ASN_AFTER_DATE_E = -151
ASN_BEFORE_DATE_E = -150
DOMAIN_NAME_MISMATCH = -322
IPADDR_MISMATCH = -325
FATAL_ERROR = -313
MATCH_SUITE_ERROR = -501
KEY_SHARE_ERROR = -503
NO_PEER_CERT = -345
EXTKEYUSE_AUTH_E = -386
UNKNOWN_ALPN = -405


def driver():
    build = os.environ.get("WOLFSSL_BUILDDIR", ".")
    return shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + \
        [os.path.join(build, "tests", "tls", "tls_memio")]


def run(tally, name, args, expect_out=()):
    """Run one case; pass when it exits 0 and prints each expect_out."""
    try:
        p = subprocess.run(driver() + args, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=900,
                           universal_newlines=True)
    except subprocess.TimeoutExpired:
        return tally.check(False, name, "timed out")
    out = p.stdout
    missing = [e for e in expect_out if e not in out]
    ok = p.returncode == 0 and not missing
    detail = "exit %d; missing %r; output: %s" % (
        p.returncode, missing, out.strip().replace("\n", " | ")[-400:])
    return tally.check(ok, name, detail)


def features():
    """(groups, key kinds) this build has (tls_memio --features)."""
    out = subprocess.run(driver() + ["--features"], stdout=subprocess.PIPE,
                         universal_newlines=True, timeout=300).stdout
    have = {}
    for line in out.splitlines():
        words = line.split()
        if words:
            have[words[0]] = words[1:]
    if "groups" not in have or "keys" not in have:
        raise RuntimeError("tls_memio --features said %r" % out)
    return have["groups"], have["keys"]


def main():
    quick = (os.environ.get("QUICK") == "1" or "--quick" in sys.argv or
             bool(os.environ.get("WOLFSSL_TEST_RUNNER", "").strip()))
    t = Tally()
    have_groups, have_keys = features()
    # the client's first key share: X25519 where built, else P-384
    share0 = "X25519" if "X25519" in have_groups else "P-384"
    with tempfile.TemporaryDirectory() as d:
        p = tls_pki.make_pki(d)
        base = ["--ca", p["root"]]

        def server(kind):
            return ["--cert", p[kind + "_cert"], "--key", p[kind + "_key"]]

        # every suite (P-256 ECDSA server, X25519)
        for s in SUITES:
            run(t, "suite %s" % s,
                base + server("p256") + ["--suites", s, "--ssuites", s,
                                         "--host", "localhost"],
                ["client: TLSv1.3 TLS_", "OK"])
        # every group as the client's key share
        groups = GROUPS if not quick else ("X25519", "P-384", "ffdhe2048")
        for g in groups:
            if g not in have_groups:
                t.not_applicable("group %s (key share)" % g, "not built")
                continue
            run(t, "group %s (key share)" % g,
                base + server("p256") + ["--share", g, "--bytes", "1000"],
                ["client: TLSv1.3 TLS_AES_128_GCM_SHA256 ", "OK"])
        # HelloRetryRequest: the client shares share0, the server wants g
        for g in (("P-256", "P-521", "ffdhe3072") if not quick
                  else ("P-256",)):
            if g not in have_groups:
                t.not_applicable("HRR to %s" % g, "not built")
                continue
            run(t, "HRR to %s" % g,
                base + server("p256") + ["--share", share0, "--sgroups", g,
                                         "--bytes", "1000"],
                ["OK"])
        # every server key type
        for kind in tls_pki.KINDS:
            if kind not in have_keys:
                t.not_applicable("server key %s" % kind, "not built")
                continue
            run(t, "server key %s" % kind,
                base + server(kind) + ["--host", "localhost", "--bytes",
                                       "1000"], ["OK"])
        # host names and IP literals
        run(t, "host 127.0.0.1 (iPAddress SAN)",
            base + server("p256") + ["--host", "127.0.0.1", "--bytes", "10"],
            ["OK"])
        # client certificates
        run(t, "client certificate (ECDSA)",
            base + server("p256") + ["--sca", p["client_root"], "--ccert",
                                     p["client_cert"], "--ckey",
                                     p["client_key"]], ["OK"])
        run(t, "client certificate (RSA, PSS)",
            base + server("rsa") + ["--sca", p["client_root"], "--ccert",
                                    p["client_rsa_cert"], "--ckey",
                                    p["client_rsa_key"], "--bytes", "10"],
            ["OK"])
        run(t, "client certificate missing: certificate_required",
            base + server("p256") + ["--sca", p["client_root"],
                                     "--expect-server", str(NO_PEER_CERT),
                                     "--expect-client-read",
                                     str(FATAL_ERROR)],
            ["OK"])
        run(t, "client certificate from an unknown CA",
            base + server("p256") + ["--sca", p["root"], "--ccert",
                                     p["client_cert"], "--ckey",
                                     p["client_key"],
                                     "--expect-server", str(ASN_NO_SIGNER_E),
                                     "--expect-client-read",
                                     str(FATAL_ERROR)],
            ["OK"])
        # ALPN and SNI
        run(t, "ALPN h2",
            base + server("p256") + ["--alpn", "h2,http/1.1", "--salpn",
                                     "http/1.1,h2", "--bytes", "10"],
            ["client: TLSv1.3 TLS_AES_128_GCM_SHA256 %s http/1.1"
             % ("X25519" if share0 == "X25519" else "SECP256R1"), "OK"])
        run(t, "SNI",
            base + server("p256") + ["--sni", "localhost", "--bytes", "10"],
            ["OK"])
        # records cut into 1-byte reads and writes, KeyUpdate
        run(t, "1-byte I/O", base + server("p256") + ["--chunk", "1",
                                                      "--bytes", "3000"],
            ["OK"])
        run(t, "KeyUpdate", base + server("p256") + ["--keyupdate"], ["OK"])
        # resumption from a ticket (psk_dhe_ke), after i2d/d2i
        for suite in ("TLS13-AES128-GCM-SHA256", "TLS13-AES256-GCM-SHA384"):
            run(t, "resumption %s" % suite,
                base + server("p256") + ["--suites", suite, "--bytes", "100",
                                         "--resume", "ok"],
                ["reused 1 1", "OK"])
        run(t, "resumption after HRR",
            base + server("p256") + ["--share", share0, "--sgroups",
                                     "P-256", "--bytes", "100", "--resume",
                                     "ok"], ["reused 1 1", "OK"])
        run(t, "resumption with client auth",
            base + server("p256") + ["--sca", p["client_root"], "--ccert",
                                     p["client_cert"], "--ckey",
                                     p["client_key"], "--bytes", "100",
                                     "--resume", "ok"], ["reused 1 1", "OK"])
        run(t, "damaged ticket: full handshake",
            base + server("p256") + ["--bytes", "100", "--resume", "ticket"],
            ["reused 0 0", "OK"])
        run(t, "damaged PSK: bad binder",
            base + server("p256") + ["--bytes", "100", "--resume", "binder"],
            ["OK"])
        # what must fail
        fails = (
            ("unknown CA", ["--ca", p["other_root"]] + server("p256"),
             ASN_NO_SIGNER_E),
            ("expired leaf", base + server("expired"), ASN_AFTER_DATE_E),
            ("not yet valid leaf", base + server("future"),
             ASN_BEFORE_DATE_E),
            ("wrong host name", base + server("otherhost") +
             ["--host", "localhost"], DOMAIN_NAME_MISMATCH),
            ("wrong IP", base + server("otherhost") + ["--host",
                                                       "127.0.0.1"],
             IPADDR_MISMATCH),
            ("leaf for client auth only", base + server("clientauth_only"),
             EXTKEYUSE_AUTH_E),
            ("no common suite", base + server("p256") +
             ["--suites", "TLS13-AES128-GCM-SHA256", "--ssuites",
              "TLS13-AES256-GCM-SHA384"], FATAL_ERROR),
            ("no common group", base + server("p256") +
             ["--groups", share0, "--sgroups", "P-256"], FATAL_ERROR),
            ("no common ALPN", base + server("p256") +
             ["--alpn", "h2", "--salpn", "http/1.1"], UNKNOWN_ALPN),
        )
        for name, args, err in fails:
            run(t, name, args + ["--expect-client", str(err)], ["OK"])
    t.summary()
    return t.exit_code()


if __name__ == "__main__":
    sys.exit(main())
