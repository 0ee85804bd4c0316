#!/usr/bin/env python3
"""x509_certgen_api.py -- certificates and requests made by our
wc_MakeCert / wc_MakeCertReq / wc_SignCert (tests/x509/certgen_tool),
judged by OpenSSL: every certificate verifies with `openssl verify`
under the issuer we made, every request with `openssl req -verify`, and
the fields OpenSSL reads back (names, validity length, basicConstraints,
keyUsage, extKeyUsage, subjectAltName, key identifiers, policies) are the
ones asked for.  Keys: RSA-2048 and RSA-3072, ECDSA P-256/384/521, SM2,
Ed25519 (made by OpenSSL); issuers of one kind sign subjects of another;
our own path validation (chain_verify) accepts each leaf under its root.
Misuse: a signature type the issuer's key cannot make is refused with
ALGO_ID_E (-133), an unknown keyUsage name with BAD_FUNC_ARG (-173).

Usage: x509_certgen_api.py  (drivers from $WOLFSSL_BUILDDIR/tests/x509)
Exits 77 (skip) only when openssl is missing.
"""
import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x509_testlib as tl  # noqa: E402

# (name, tool key type, openssl genpkey arguments, signature type sum)
KEYS = [
    ("rsa2048", "rsa", ["-algorithm", "RSA", "-pkeyopt",
                        "rsa_keygen_bits:2048"], 655),
    ("rsa3072", "rsa", ["-algorithm", "RSA", "-pkeyopt",
                        "rsa_keygen_bits:3072"], 656),
    ("p256", "ecc", ["-algorithm", "EC", "-pkeyopt",
                     "ec_paramgen_curve:P-256"], 524),
    ("p384", "ecc", ["-algorithm", "EC", "-pkeyopt",
                     "ec_paramgen_curve:P-384"], 525),
    ("p521", "ecc", ["-algorithm", "EC", "-pkeyopt",
                     "ec_paramgen_curve:P-521"], 526),
    ("sm2", "sm2", ["-algorithm", "SM2"], 740),
    ("ed25519", "ed25519", ["-algorithm", "ED25519"], 256),
]

# SM2's default identity (GB/T 32918.2, RFC 8998), which we sign with and
# OpenSSL 3.0 must be told of
SM2_ID = "1234567812345678"

tally = tl.Tally()


def check(ok, what):
    tally.check(ok, what)


def openssl(*args, check_rc=True):
    p = subprocess.run(["openssl"] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT)
    if check_rc and p.returncode != 0:
        raise RuntimeError("openssl %s: %s" % (" ".join(args),
                                               p.stdout.decode()))
    return p.returncode, p.stdout.decode(errors="replace")


def run_tool(lines):
    """{out: rc} from the tool (0 for "ok")."""
    p = subprocess.run(tl.driver_command("certgen_tool"),
                       input="\n".join(lines) + "\n",
                       stdout=subprocess.PIPE, universal_newlines=True)
    res = {}
    for ln in p.stdout.splitlines():
        f = ln.split()
        if f and f[0] == "ok":
            res[f[1]] = 0
        elif f and f[0] == "err":
            res[f[1]] = int(f[2])
    return res


def pem_of(der, tmp, kind="x509"):
    out = der[:-4] + ".pem"
    openssl(kind, "-inform", "DER", "-in", der, "-out", out)
    return out


def text_of(pem):
    return openssl("x509", "-in", pem, "-noout", "-text")[1]


def check_leaf_fields(name, text):
    """The fields the leaf lines asked for, as OpenSSL prints them."""
    check("Subject: CN = leaf-%s.example" % name in text,
          "%s leaf subject" % name)
    check(re.search(r"DNS:leaf-%s\.example, DNS:www\.leaf-%s\.example, "
                    r"IP Address:192\.0\.2\.7" % (name, name), text)
          is not None, "%s leaf subjectAltName" % name)
    check(re.search(r"Key Usage: critical\s+Digital Signature, "
                    r"Key Agreement", text) is not None,
          "%s leaf keyUsage" % name)
    check(re.search(r"Extended Key Usage:\s*\n\s*TLS Web Server "
                    r"Authentication, TLS Web Client Authentication", text)
          is not None, "%s leaf extKeyUsage" % name)
    check("Policy: 2.23.140.1.2.1" in text, "%s leaf policy" % name)
    check("Authority Key Identifier" in text, "%s leaf akid" % name)
    check("CA:TRUE" not in text, "%s leaf is no CA" % name)


def check_root_fields(name, text):
    check("Subject: C = US, O = Tests, CN = Root_%s" % name in text,
          "%s root subject" % name)
    check(re.search(r"Basic Constraints: critical\s+CA:TRUE, pathlen:1",
                    text) is not None, "%s root basicConstraints" % name)
    check(re.search(r"Key Usage: critical\s+Certificate Sign, CRL Sign",
                    text) is not None, "%s root keyUsage" % name)
    check("Subject Key Identifier" in text, "%s root skid" % name)
    days = re.search(r"Not Before: (.*)\n\s*Not After : (.*)\n", text)
    fmt = "%b %d %H:%M:%S %Y GMT"
    span = (datetime.datetime.strptime(" ".join(days.group(2).split()), fmt)
            - datetime.datetime.strptime(" ".join(days.group(1).split()),
                                         fmt)) if days else None
    check(span == datetime.timedelta(days=3650),
          "%s root valid for 3650 days (%s)" % (name, span))


def load_keys(path):
    """Make a key of each KEYS kind with OpenSSL and load them into the
    tool: ([KEYS entries the build has], their "key" lines).  A kind the
    build leaves out (NOT_COMPILED_IN, e.g. Ed25519 or SM2 in a
    user_settings.h build) is listed as not applicable."""
    lines = []
    for name, kind, args, _ in KEYS:
        openssl("genpkey", *args, "-outform", "DER", "-out",
                path(name + ".key"))
        lines.append("key %s %s %s" % (name, kind, path(name + ".key")))
    loaded = run_tool(lines)
    keys, key_lines = [], []
    for entry, line in zip(KEYS, lines):
        rc = loaded.get(entry[0])
        if rc == -174:
            tally.not_applicable(entry[0] + " keys", "not in this build")
            continue
        check(rc == 0, "%s key loads (%s)" % (entry[0], rc))
        keys.append(entry)
        key_lines.append(line)
    return keys, key_lines


def main():
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tmp = tempfile.mkdtemp(prefix="certgen_api_")
    try:
        def path(n):
            return os.path.join(tmp, n)
        keys, key_lines = load_keys(path)
        lines = list(key_lines)
        # each key makes a root; the next key's subject is signed by it
        for name, _, _, sig in keys:
            lines.append("cert %s key=%s sig=%d cn=Root_%s country=US "
                         "org=Tests ca=1 pathlen=1 ku=keyCertSign,cRLSign "
                         "skid=1 days=3650" % (path(name + "-root.der"),
                                               name, sig, name))
        results = run_tool(lines)
        lines = list(key_lines)         # each run of the tool loads them
        for i, (name, _, _, sig) in enumerate(keys):
            subject = keys[(i + 1) % len(keys)][0]
            lines.append("cert %s key=%s sig=%d cn=leaf-%s.example "
                         "issuer=%s issuercert=%s dns=leaf-%s.example "
                         "dns=www.leaf-%s.example ip=192.0.2.7 "
                         "ku=digitalSignature,keyAgreement "
                         "eku=serverAuth,clientAuth policy=2.23.140.1.2.1 "
                         "serial=0a1b2c3d%02x"
                         % (path(name + "-leaf.der"), subject, sig, name,
                            name, path(name + "-root.der"), name, name, i))
            lines.append("csr %s key=%s sig=%d cn=req-%s dns=req-%s.example "
                         "pw=secret%d" % (path(name + ".csr"), name, sig,
                                          name, name, i))
        lines.append("self %s key=rsa2048 sig=657 cn=MakeSelfCert ca=1"
                     % path("self.der"))
        # misuse: an RSA signature type with an EC key, a bad key usage
        lines.append("cert %s key=p256 sig=655 cn=bad" % path("bad1.der"))
        lines.append("cert %s key=p256 sig=524 cn=bad ku=signEverything"
                     % path("bad2.der"))
        results.update(run_tool(lines))
        for name, _, _, _ in keys:
            root, leaf, csr = (path(name + "-root.der"),
                               path(name + "-leaf.der"), path(name + ".csr"))
            ok = all(results.get(p) == 0 for p in (root, leaf, csr))
            check(ok, "%s: tool made root, leaf and request" % name)
            if not ok:
                continue
            root_pem, leaf_pem = pem_of(root, tmp), pem_of(leaf, tmp)
            rc, out = openssl("verify", "-CAfile", root_pem, root_pem,
                              check_rc=False)
            check(rc == 0, "%s root verifies (openssl): %s"
                  % (name, out.strip()))
            sm2 = ["-vfyopt", "distid:" + SM2_ID] if name == "sm2" else []
            rc, out = openssl("verify", *sm2, "-CAfile", root_pem, leaf_pem,
                              check_rc=False)
            check(rc == 0, "%s-signed leaf verifies (openssl): %s"
                  % (name, out.strip()))
            check_root_fields(name, text_of(root_pem))
            check_leaf_fields(name, text_of(leaf_pem))
            rc, out = openssl("req", "-inform", "DER", "-in", csr, "-verify",
                              *sm2, "-noout", "-text", check_rc=False)
            check(rc == 0 and "verify OK" in out, "%s request verifies"
                  % name)
            check("DNS:req-%s.example" % name in out and
                  "challengePassword" in out, "%s request attributes"
                  % name)
        ok = results.get(path("self.der")) == 0
        check(ok, "wc_MakeSelfCert (RSA-2048, SHA-512)")
        if ok:
            self_pem = pem_of(path("self.der"), tmp)
            rc, out = openssl("verify", "-CAfile", self_pem, "-check_ss_sig",
                              self_pem, check_rc=False)
            check(rc == 0 and "CA:TRUE" in text_of(self_pem),
                  "wc_MakeSelfCert: openssl verifies its self-signature: %s"
                  % out.strip())
        # our verifier on our certificates: each leaf under its root
        cases = [tl.case_line(name, ca=path(name + "-root.der"),
                              chain=path(name + "-leaf.der"),
                              host="leaf-%s.example" % name)
                 for name, _, _, _ in keys
                 if results.get(path(name + "-leaf.der")) == 0]
        got = tl.run_chain_verify(cases) if cases else {}
        for name, _, _, _ in keys:
            r = got.get(name)
            check(r is not None and r.chain == 0 and r.host == 0,
                  "%s-signed leaf verifies with our chain_verify: %s"
                  % (name, r))
        check(results.get(path("bad1.der")) == -133,
              "RSA signature type with an EC key: ALGO_ID_E (%s)"
              % results.get(path("bad1.der")))
        check(results.get(path("bad2.der")) == -173,
              "unknown keyUsage name: BAD_FUNC_ARG (%s)"
              % results.get(path("bad2.der")))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    tally.summary()
    return tally.exit_code()


if __name__ == "__main__":
    sys.exit(main())
