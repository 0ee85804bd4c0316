#!/usr/bin/env python3
"""X25519 interoperability with the OpenSSL 3 command line, both ways.

Keys made by OpenSSL (genpkey -algorithm X25519) and keys made here
(wc_curve25519_make_key, through the "K" line of tests/kat/x25519_vectors,
wrapped into PKCS #8 / SubjectPublicKeyInfo DER by this script, RFC 8410):
  - OpenSSL derives (pkeyutl -derive) with its private key and our public
    value, and with our private key and its public value: both secrets
    must be equal;
  - this library computes the same secret from our private key and
    OpenSSL's public value (an "X" line: must be accepted and equal);
  - OpenSSL's public value of our private key (pkey -pubout) must equal
    ours.
Usage: interop_openssl_x25519.py [path/to/x25519_vectors] (default and
runner: tests/kat/kat_driver.py).
Exits 77 (skip) when openssl is missing or lacks X25519; prints "N passed,
M failed" and exits non-zero on any failure.  Rounds: $X25519_INTEROP_ROUNDS
(default 4).
"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "kat"))
import kat_driver  # noqa: E402
from openssl_cli import openssl, der, raw_of  # noqa: E402

# RFC 8410 DER framing of a raw X25519 key (OID 1.3.101.110)
PKCS8_PREFIX = bytes.fromhex("302e020100300506032b656e04220420")
SPKI_PREFIX = bytes.fromhex("302a300506032b656e032100")


def main():
    rounds = int(os.environ.get("X25519_INTEROP_ROUNDS", "4"))
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tmp = tempfile.mkdtemp(prefix="x25519_interop_")
    passed = failed = 0

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL " + what)

    try:
        rc, _ = openssl("genpkey", "-algorithm", "X25519", "-outform", "DER",
                        "-out", os.path.join(tmp, "probe.der"), check=False)
        if rc != 0:
            print("SKIP: openssl lacks X25519")
            return 77
        # our key pairs
        rc, out = kat_driver.pipe("x25519_vectors", ["F keygen"] +
                                  ["K k%d" % i for i in range(rounds)], True)
        ours = [ln.split()[2:4] for ln in out.splitlines()
                if ln.startswith("KEY ")]
        check(rc == 0 and len(ours) == rounds, "wc_curve25519_make_key")
        lines = ["F openssl-interop"]
        for i, (bk, bu) in enumerate(ours):
            ak = os.path.join(tmp, "a%d.der" % i)
            openssl("genpkey", "-algorithm", "X25519", "-outform", "DER",
                    "-out", ak)
            au = os.path.join(tmp, "a%d_pub.der" % i)
            openssl("pkey", "-inform", "DER", "-in", ak, "-pubout",
                    "-outform", "DER", "-out", au)
            a_pub = raw_of(au, SPKI_PREFIX)
            b_priv = der(os.path.join(tmp, "b%d.der" % i), PKCS8_PREFIX,
                         bytes.fromhex(bk))
            b_pub = der(os.path.join(tmp, "b%d_pub.der" % i), SPKI_PREFIX,
                        bytes.fromhex(bu))
            # OpenSSL's view of our key
            _, pub = openssl("pkey", "-inform", "DER", "-in", b_priv,
                             "-pubout", "-outform", "DER")
            check(pub == SPKI_PREFIX + bytes.fromhex(bu),
                  "round %d: public value of our key differs" % i)
            _, s1 = openssl("pkeyutl", "-derive", "-keyform", "DER",
                            "-inkey", ak, "-peerform", "DER", "-peerkey",
                            b_pub)
            _, s2 = openssl("pkeyutl", "-derive", "-keyform", "DER",
                            "-inkey", b_priv, "-peerform", "DER",
                            "-peerkey", au)
            check(len(s1) == 32 and s1 == s2,
                  "round %d: OpenSSL's two secrets differ" % i)
            lines.append("X %s %s %s v r%d" % (bk, a_pub.hex(), s1.hex(), i))
        rc, out = kat_driver.pipe("x25519_vectors", lines, True)
        sys.stdout.write(out)
        check(rc == 0, "our secrets against OpenSSL's")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
