#!/usr/bin/env python3
"""Ed25519 interoperability with the OpenSSL 3 command line, both ways.

Ed25519 signatures are deterministic, so both directions compare bytes:
  - keys made by OpenSSL (genpkey -algorithm ED25519; the seed and public
    key read off its RFC 8410 DER by the fixed prefixes below): OpenSSL
    signs a message (pkeyutl -sign -rawin); from the same seed this
    library must derive the same public key and write the same signature
    (an "S" line of tests/kat/ed25519_vectors), and verify OpenSSL's
    signature (a "V" line, must accept) and a copy with one bit changed
    (must reject);
  - keys made here (wc_ed25519_make_key, the "K" line: seed, public key
    and our signature of "interop <tcId>"), wrapped into PKCS #8 /
    SubjectPublicKeyInfo DER by this script: OpenSSL must compute our
    public key from our seed, verify our signature (pkeyutl -verify
    -rawin), refuse it with one bit changed, and sign the same message
    with our seed as exactly our signature.
Usage: interop_openssl_ed25519.py [path/to/ed25519_vectors] (default and
runner: tests/kat/kat_driver.py).
Exits 77 (skip) when openssl is missing or lacks Ed25519; prints "N passed,
M failed" and exits non-zero on any failure.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "kat"))
import kat_driver  # noqa: E402
from openssl_cli import openssl, der, raw_of, run  # noqa: E402

# RFC 8410 DER framing of a raw Ed25519 key (OID 1.3.101.112)
PKCS8_PREFIX = bytes.fromhex("302e020100300506032b657004220420")
SPKI_PREFIX = bytes.fromhex("302a300506032b6570032100")


def interop(tmp, check):
    rounds = int(os.environ.get("ED25519_INTEROP_ROUNDS", "4"))

    def path(name):
        return os.path.join(tmp, name)

    def osl_verify(pub_der, msg_file, sig):
        with open(path("sig"), "wb") as f:
            f.write(sig)
        rc, _ = openssl("pkeyutl", "-verify", "-rawin", "-pubin", "-keyform",
                        "DER", "-inkey", pub_der, "-in", msg_file,
                        "-sigfile", path("sig"), check=False)
        return rc == 0

    def flip(sig):
        return sig[:5] + bytes([sig[5] ^ 4]) + sig[6:]

    lines = ["F openssl-keys"]
    for i in range(rounds):
        ak, au, m = path("a%d.der" % i), path("a%d_pub.der" % i), \
            path("m%d" % i)
        openssl("genpkey", "-algorithm", "ED25519", "-outform", "DER",
                "-out", ak)
        openssl("pkey", "-inform", "DER", "-in", ak, "-pubout",
                "-outform", "DER", "-out", au)
        msg = os.urandom(37 * i + 1)        # 1, 38, 75, ... bytes
        # (OpenSSL 3.0's -rawin cannot sign an empty file)
        with open(m, "wb") as f:
            f.write(msg)
        _, sig = openssl("pkeyutl", "-sign", "-rawin", "-keyform", "DER",
                         "-inkey", ak, "-in", m)
        check(len(sig) == 64, "round %d: OpenSSL's signature" % i)
        seed, pub = raw_of(ak, PKCS8_PREFIX), raw_of(au, SPKI_PREFIX)
        mh = msg.hex() if msg else "-"
        lines.append("S p - %s %s %s %s o%d" % (seed.hex(), pub.hex(), mh,
                                               sig.hex(), i))
        lines.append("V p - %s %s %s v o%d" % (pub.hex(), mh, sig.hex(),
                                              i))
        lines.append("V p - %s %s %s i o%d-flip" % (pub.hex(), mh,
                                                   flip(sig).hex(), i))
    rc, out = kat_driver.pipe("ed25519_vectors", lines, True)
    sys.stdout.write(out)
    check(rc == 0, "our signatures against OpenSSL's keys")

    rc, out = kat_driver.pipe("ed25519_vectors", ["F keygen"] +
                              ["K k%d" % i for i in range(rounds)], True)
    ours = [ln.split()[1:5] for ln in out.splitlines()
            if ln.startswith("KEY ")]
    check(rc == 0 and len(ours) == rounds, "wc_ed25519_make_key")
    for tc, seed, pub, sig in ours:
        bk = der(path(tc + ".der"), PKCS8_PREFIX, bytes.fromhex(seed))
        bu = der(path(tc + "_pub.der"), SPKI_PREFIX, bytes.fromhex(pub))
        m = path(tc + ".msg")
        with open(m, "wb") as f:
            f.write(("interop " + tc).encode())
        _, opub = openssl("pkey", "-inform", "DER", "-in", bk, "-pubout",
                          "-outform", "DER")
        check(opub == SPKI_PREFIX + bytes.fromhex(pub),
              "%s: OpenSSL's public key of our seed differs" % tc)
        sig = bytes.fromhex(sig)
        check(osl_verify(bu, m, sig),
              "%s: OpenSSL refuses our signature" % tc)
        check(not osl_verify(bu, m, flip(sig)),
              "%s: OpenSSL accepts a changed signature" % tc)
        _, osig = openssl("pkeyutl", "-sign", "-rawin", "-keyform", "DER",
                          "-inkey", bk, "-in", m)
        check(osig == sig, "%s: OpenSSL signs differently" % tc)


def main():
    return run("ED25519", interop)


if __name__ == "__main__":
    sys.exit(main())
