#!/usr/bin/env python3
"""X25519 interoperability with the OpenSSL 3 command line, both ways.

Keys made by OpenSSL (genpkey -algorithm X25519) and keys made here
(wc_curve25519_make_key, through the "K" line of tests/kat/x25519_vectors),
in the RFC 8410 encodings:
  - our encoders (the "E" line: wc_Curve25519PrivateKeyToDer,
    wc_Curve25519PublicKeyToDer, wc_Curve25519KeyToDer, PEM by
    wc_DerToPem), on a key with both parts, the private part alone and
    the public part alone, must write exactly RFC 8410's PKCS #8 and
    SubjectPublicKeyInfo DER (the fixed prefixes below + the raw key;
    wc_Curve25519KeyToDer: the one of what the key holds) and the PEM
    OpenSSL writes for that DER; OpenSSL reads our DER and PEM files: it
    computes the same public value from our private key, writes our
    private and public keys back byte for byte, and derives with them
    directly;
  - OpenSSL's DER and PEM files go to our decoders (the "D" line:
    wc_Curve25519KeyDecode and the decoder of the kind, through
    wc_KeyPemToDer / wc_PubKeyPemToDer for PEM), which must find the raw
    values OpenSSL put in them (read off its DER by the prefixes, not by
    our decoder); an OpenSSL Ed25519 key (same sizes, another OID),
    private and public, must be refused by both;
  - OpenSSL derives with its private key and our public value, and with
    our private key and its public value, from DER and from PEM files:
    all four secrets must be equal, and this library must compute the
    same secret from our private key and OpenSSL's public value (an "X"
    line);
  - wc_Curve25519KeyToDer of a key with both parts writes RFC 5958's
    version 2 with [1] publicKey (checked byte for byte), which our
    decoders must read back whole and OpenSSL 3.0 does not read: when
    this OpenSSL reads it, it must find the same public value; when it
    does not, that is reported, not counted.
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
from openssl_cli import openssl  # noqa: E402

# RFC 8410 DER framing of a raw X25519 key (OID 1.3.101.110): PKCS #8
# version 0, SubjectPublicKeyInfo, and OneAsymmetricKey version 2 (v2 = 1)
# as <V2_PREFIX> private <V2_MIDDLE> public
PKCS8_PREFIX = bytes.fromhex("302e020100300506032b656e04220420")
SPKI_PREFIX = bytes.fromhex("302a300506032b656e032100")
V2_PREFIX = bytes.fromhex("3051020101300506032b656e04220420")
V2_MIDDLE = bytes.fromhex("812100")
FORMS = ("key.der", "key.pem", "priv.der", "priv.pem", "pub.der", "pub.pem")


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def raw_of(data, prefix):
    if not data.startswith(prefix) or len(data) != len(prefix) + 32:
        raise RuntimeError("unexpected DER from openssl: " + data.hex())
    return data[len(prefix):]


def main():
    rounds = int(os.environ.get("X25519_INTEROP_ROUNDS", "4"))
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tmp = tempfile.mkdtemp(prefix="x25519_interop_")
    passed = failed = 0
    v2_unread = 0

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL " + what)

    def path(name):
        return os.path.join(tmp, name)

    def pkey(inp, *args):
        """openssl pkey on the file inp (DER or PEM by its name)."""
        form = "DER" if inp.endswith(".der") else "PEM"
        return openssl("pkey", "-inform", form, "-in", inp, *args)[1]

    def derive(key, peer):
        kf = "DER" if key.endswith(".der") else "PEM"
        pf = "DER" if peer.endswith(".der") else "PEM"
        return openssl("pkeyutl", "-derive", "-keyform", kf, "-inkey", key,
                       "-peerform", pf, "-peerkey", peer)[1]

    try:
        rc, _ = openssl("genpkey", "-algorithm", "X25519", "-outform", "DER",
                        "-out", path("probe.der"), check=False)
        if rc != 0:
            print("SKIP: openssl lacks X25519")
            return 77
        # our key pairs, and our encodings of them: both parts, the
        # private part alone, the public part alone
        rc, out = kat_driver.pipe("x25519_vectors", ["F keygen"] +
                                  ["K k%d" % i for i in range(rounds)], True)
        ours = [ln.split()[2:4] for ln in out.splitlines()
                if ln.startswith("KEY ")]
        check(rc == 0 and len(ours) == rounds, "wc_curve25519_make_key")
        lines = ["F encoders"]
        for i, (bk, bu) in enumerate(ours):
            lines += ["E %s %s e%d" % (bk, bu, i), "E %s - p%d" % (bk, i),
                      "E - %s u%d" % (bu, i)]
        rc, out = kat_driver.pipe("x25519_vectors", lines, True)
        sys.stdout.write("".join(ln + "\n" for ln in out.splitlines()
                                 if not ln.startswith("ENC ")))
        check(rc == 0, "our encoders ran")
        enc = kat_driver.encodings(out)
        lines = ["F decoders"]
        xlines = ["F openssl-interop"]
        for i, (bk, bu) in enumerate(ours):
            k, u = bytes.fromhex(bk), bytes.fromhex(bu)
            priv, spki = PKCS8_PREFIX + k, SPKI_PREFIX + u
            both = enc.get("e%d" % i, {})
            alone = enc.get("p%d" % i, {})
            pub = enc.get("u%d" % i, {})
            # our DER is RFC 8410's, byte for byte
            check(sorted(both) == sorted(FORMS) and
                  sorted(alone) == sorted(FORMS) and
                  sorted(pub) == ["key.der", "key.pem", "pub.der", "pub.pem"],
                  "round %d: forms written" % i)
            check(both.get("priv.der") == priv and
                  alone.get("priv.der") == priv and
                  alone.get("key.der") == priv,
                  "round %d: PKCS #8 DER of our key" % i)
            check(all(d.get("pub.der") == spki for d in (both, alone, pub))
                  and pub.get("key.der") == spki,
                  "round %d: SubjectPublicKeyInfo DER of our key" % i)
            check(both.get("key.der") == V2_PREFIX + k + V2_MIDDLE + u,
                  "round %d: OneAsymmetricKey v2 DER of our key" % i)
            b_priv = write(path("b%d_priv.der" % i), both.get("priv.der",
                                                               b""))
            b_privp = write(path("b%d_priv.pem" % i), both.get("priv.pem",
                                                               b""))
            b_pub = write(path("b%d_pub.der" % i), both.get("pub.der", b""))
            b_pubp = write(path("b%d_pub.pem" % i), both.get("pub.pem", b""))
            # our PEM is the PEM OpenSSL writes for our DER, in every case
            check(both.get("priv.pem") == alone.get("priv.pem") ==
                  alone.get("key.pem") == pkey(b_priv, "-outform", "PEM"),
                  "round %d: our private key PEM" % i)
            check(both.get("pub.pem") == alone.get("pub.pem") ==
                  pub.get("pub.pem") == pub.get("key.pem") ==
                  pkey(b_pub, "-pubin", "-outform", "PEM"),
                  "round %d: our public key PEM" % i)
            # OpenSSL reads our files: the public value of our private
            # key, and both keys written back unchanged
            for f in (b_priv, b_privp):
                check(pkey(f, "-pubout", "-outform", "DER") == spki,
                      "round %d: OpenSSL's public value of %s" % (i, f))
                check(pkey(f, "-outform", "DER") == priv,
                      "round %d: OpenSSL rewrites %s" % (i, f))
            for f in (b_pub, b_pubp):
                check(pkey(f, "-pubin", "-outform", "DER") == spki,
                      "round %d: OpenSSL rewrites %s" % (i, f))
            # OpenSSL's key pair, in DER and PEM
            ak = path("a%d.der" % i)
            openssl("genpkey", "-algorithm", "X25519", "-outform", "DER",
                    "-out", ak)
            akp = write(path("a%d.pem" % i), pkey(ak, "-outform", "PEM"))
            au = write(path("a%d_pub.der" % i),
                       pkey(ak, "-pubout", "-outform", "DER"))
            aup = write(path("a%d_pub.pem" % i),
                        pkey(ak, "-pubout", "-outform", "PEM"))
            a_der = open(ak, "rb").read()
            a_priv = raw_of(a_der, PKCS8_PREFIX)
            a_pub = raw_of(open(au, "rb").read(), SPKI_PREFIX)
            # ... to our decoders, which must find OpenSSL's raw values
            lines += [
                "D der %s %s %s v a%d.der" % (a_der.hex(), a_priv.hex(),
                                              a_pub.hex(), i),
                "D pem %s %s %s v a%d.pem" % (open(akp, "rb").read().hex(),
                                              a_priv.hex(), a_pub.hex(), i),
                "D der %s - %s v a%d_pub.der" % (open(au, "rb").read().hex(),
                                                 a_pub.hex(), i),
                "D pem %s - %s v a%d_pub.pem" % (open(aup, "rb").read().hex(),
                                                 a_pub.hex(), i),
            ]
            # an OpenSSL key of the other RFC 8410 algorithm with the same
            # sizes (Ed25519, another OID) must be refused
            ek = path("ed%d.der" % i)
            openssl("genpkey", "-algorithm", "ED25519", "-outform", "DER",
                    "-out", ek)
            e_der = open(ek, "rb").read()
            e_pub = pkey(ek, "-pubout", "-outform", "DER")
            lines += [
                "D der %s %s %s i ed%d.der" % (e_der.hex(), e_der[-32:].hex(),
                                               e_pub[-32:].hex(), i),
                "D der %s - %s i ed%d_pub.der" % (e_pub.hex(),
                                                  e_pub[-32:].hex(), i),
            ]
            # secrets: OpenSSL with each private key and the other public
            # value, from our files in DER and PEM; ours must agree
            s = [derive(ak, b_pub), derive(akp, b_pubp),
                 derive(b_priv, au), derive(b_privp, aup)]
            check(len(s[0]) == 32 and all(x == s[0] for x in s),
                  "round %d: OpenSSL's secrets differ" % i)
            xlines.append("X %s %s %s v r%d" % (bk, a_pub.hex(), s[0].hex(),
                                                i))
            # version 2 with [1] publicKey: OpenSSL 3.0 cannot read it
            for form in ("der", "pem"):
                f = write(path("b%d_v2.%s" % (i, form)),
                          both.get("key." + form, b""))
                rc, out = openssl("pkey", "-inform", form.upper(), "-in", f,
                                  "-pubout", "-outform", "DER", check=False)
                if rc == 0:
                    check(out == spki, "round %d: OpenSSL's reading of our "
                          "version 2 %s" % (i, form))
                else:
                    v2_unread += 1
            # ... which our decoders read back whole
            lines += ["D %s %s %s %s v b%d_v2.%s"
                      % (form, both.get("key." + form, b"-").hex(), bk, bu,
                         i, form) for form in ("der", "pem")]
        rc, out = kat_driver.pipe("x25519_vectors", lines + xlines, True)
        sys.stdout.write(out)
        check(rc == 0, "our decoders and secrets against OpenSSL's")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if v2_unread:
        print("note: this openssl did not read %d of our version 2 keys "
              "(RFC 5958 [1] publicKey); not counted" % v2_unread)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
