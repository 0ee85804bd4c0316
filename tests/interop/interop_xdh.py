"""X25519 and X448 interoperability with the OpenSSL 3 command line, both
ways: the body of tests/interop/interop_openssl_x25519.py and
interop_openssl_x448.py, which name the curve (CURVES below).

Keys made by OpenSSL (genpkey -algorithm X25519 / X448) and keys made
here (wc_curve*_make_key, through the "K" line of the curve's runner,
tests/kat/xdh_vectors.h), in the RFC 8410 encodings:
  - our encoders (the "E" line: PrivateKeyToDer, PublicKeyToDer and, for
    X25519, KeyToDer; PEM by wc_DerToPem), on a key with both parts, the
    private part alone and the public part alone, must write exactly RFC
    8410's PKCS #8 and SubjectPublicKeyInfo DER (the fixed prefixes
    below + the raw key; KeyToDer: the one of what the key holds) and the
    PEM OpenSSL writes for that DER; OpenSSL reads our DER and PEM files:
    it computes the same public value from our private key, writes our
    private and public keys back byte for byte, and derives with them
    directly;
  - OpenSSL's DER and PEM files go to our decoders (the "D" line: the
    decoder of the kind, and X25519's KeyDecode, through wc_KeyPemToDer /
    wc_PubKeyPemToDer for PEM), which must find the raw values OpenSSL
    put in them (read off its DER by the prefixes, not by our decoder);
    an OpenSSL key of the curve's signature twin (Ed25519: same sizes,
    another OID; Ed448), private and public, must be refused;
  - OpenSSL derives with its private key and our public value, and with
    our private key and its public value, from DER and from PEM files:
    all four secrets must be equal, and this library must compute the
    same secret from our private key and OpenSSL's public value (an "X"
    line);
  - RFC 5958's version 2 with [1] publicKey (for X25519 written by
    wc_Curve25519KeyToDer and checked byte for byte; for X448, which has
    no such encoder, built here) must be read back by our decoders; OpenSSL
    3.0 does not read it: when this OpenSSL reads it, it must find the
    same public value; when it does not, that is reported, not counted.
Usage: interop_openssl_<curve>.py [path/to/<curve>_vectors] (default and
runner: tests/kat/kat_driver.py).
Exits 77 (skip) when openssl is missing or lacks the curve; prints "N
passed, M failed" and exits non-zero on any failure.  Rounds:
$X25519_INTEROP_ROUNDS / $X448_INTEROP_ROUNDS (default 4).
"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "kat"))
import kat_driver  # noqa: E402
from openssl_cli import openssl  # noqa: E402
from rfc8410 import Framing, pem_of, raw_of  # noqa: E402

# name: (key size, last OID octet (1.3.101.110 id-X25519, .111 id-X448),
# the RFC 8410 signature algorithm to refuse, whether the runner has
# KeyToDer / KeyDecode)
CURVES = {"X25519": (32, 0x6e, "ED25519", True),
          "X448": (56, 0x6f, "ED448", False)}


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def main(curve):
    ks, oid, twin, codecs = CURVES[curve]
    fr = Framing(ks, oid)
    runner = curve.lower() + "_vectors"
    forms = ("priv.der", "priv.pem", "pub.der", "pub.pem")
    forms_pub = ["pub.der", "pub.pem"]
    if codecs:
        forms += ("key.der", "key.pem")
        forms_pub += ["key.der", "key.pem"]
    rounds = int(os.environ.get(curve + "_INTEROP_ROUNDS", "4"))
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tmp = tempfile.mkdtemp(prefix=curve.lower() + "_interop_")
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
        rc, _ = openssl("genpkey", "-algorithm", curve, "-outform", "DER",
                        "-out", path("probe.der"), check=False)
        if rc != 0:
            print("SKIP: openssl lacks " + curve)
            return 77
        # our key pairs, and our encodings of them: both parts, the
        # private part alone, the public part alone
        rc, out = kat_driver.pipe(runner, ["F keygen"] +
                                  ["K k%d" % i for i in range(rounds)], True)
        ours = [ln.split()[2:4] for ln in out.splitlines()
                if ln.startswith("KEY ")]
        check(rc == 0 and len(ours) == rounds, "make_key")
        lines = ["F encoders"]
        for i, (bk, bu) in enumerate(ours):
            lines += ["E %s %s e%d" % (bk, bu, i), "E %s - p%d" % (bk, i),
                      "E - %s u%d" % (bu, i)]
        rc, out = kat_driver.pipe(runner, lines, True)
        sys.stdout.write("".join(ln + "\n" for ln in out.splitlines()
                                 if not ln.startswith("ENC ")))
        check(rc == 0, "our encoders ran")
        enc = kat_driver.encodings(out)
        lines = ["F decoders"]
        xlines = ["F openssl-interop"]
        for i, (bk, bu) in enumerate(ours):
            k, u = bytes.fromhex(bk), bytes.fromhex(bu)
            priv, spki = fr.pkcs8 + k, fr.spki + u
            both = enc.get("e%d" % i, {})
            alone = enc.get("p%d" % i, {})
            pub = enc.get("u%d" % i, {})
            # our DER is RFC 8410's, byte for byte
            check(sorted(both) == sorted(forms) and
                  sorted(alone) == sorted(forms) and
                  sorted(pub) == sorted(forms_pub),
                  "round %d: forms written" % i)
            check(both.get("priv.der") == priv and
                  alone.get("priv.der") == priv and
                  alone.get("key.der", priv) == priv,
                  "round %d: PKCS #8 DER of our key" % i)
            check(all(d.get("pub.der") == spki for d in (both, alone, pub))
                  and pub.get("key.der", spki) == spki,
                  "round %d: SubjectPublicKeyInfo DER of our key" % i)
            v2 = fr.v2 + k + fr.v2_middle + u
            if codecs:
                check(both.get("key.der") == v2,
                      "round %d: OneAsymmetricKey v2 DER of our key" % i)
            else:
                both["key.der"] = v2
                both["key.pem"] = pem_of(v2, "PRIVATE KEY")
            b_priv = write(path("b%d_priv.der" % i), both.get("priv.der",
                                                               b""))
            b_privp = write(path("b%d_priv.pem" % i), both.get("priv.pem",
                                                               b""))
            b_pub = write(path("b%d_pub.der" % i), both.get("pub.der", b""))
            b_pubp = write(path("b%d_pub.pem" % i), both.get("pub.pem", b""))
            # our PEM is the PEM OpenSSL writes for our DER, in every case
            want = pkey(b_priv, "-outform", "PEM")
            check(both.get("priv.pem") == alone.get("priv.pem") ==
                  alone.get("key.pem", want) == want,
                  "round %d: our private key PEM" % i)
            want = pkey(b_pub, "-pubin", "-outform", "PEM")
            check(both.get("pub.pem") == alone.get("pub.pem") ==
                  pub.get("pub.pem") == pub.get("key.pem", want) == want,
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
            openssl("genpkey", "-algorithm", curve, "-outform", "DER",
                    "-out", ak)
            akp = write(path("a%d.pem" % i), pkey(ak, "-outform", "PEM"))
            au = write(path("a%d_pub.der" % i),
                       pkey(ak, "-pubout", "-outform", "DER"))
            aup = write(path("a%d_pub.pem" % i),
                        pkey(ak, "-pubout", "-outform", "PEM"))
            a_der = open(ak, "rb").read()
            a_priv = raw_of(a_der, fr.pkcs8, ks)
            a_pub = raw_of(open(au, "rb").read(), fr.spki, ks)
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
            # an OpenSSL key of the RFC 8410 signature twin (Ed25519: the
            # same sizes, another OID; Ed448) must be refused
            ek = path("ed%d.der" % i)
            openssl("genpkey", "-algorithm", twin, "-outform", "DER",
                    "-out", ek)
            e_der = open(ek, "rb").read()
            e_pub = pkey(ek, "-pubout", "-outform", "DER")
            lines += [
                "D der %s %s %s i ed%d.der" % (e_der.hex(), e_der[-ks:].hex(),
                                               e_pub[-ks:].hex(), i),
                "D der %s - %s i ed%d_pub.der" % (e_pub.hex(),
                                                  e_pub[-ks:].hex(), i),
            ]
            # secrets: OpenSSL with each private key and the other public
            # value, from our files in DER and PEM; ours must agree
            s = [derive(ak, b_pub), derive(akp, b_pubp),
                 derive(b_priv, au), derive(b_privp, aup)]
            check(len(s[0]) == ks and all(x == s[0] for x in s),
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
        rc, out = kat_driver.pipe(runner, lines + xlines, True)
        sys.stdout.write(out)
        check(rc == 0, "our decoders and secrets against OpenSSL's")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if v2_unread:
        print("note: this openssl did not read %d of our version 2 keys "
              "(RFC 5958 [1] publicKey); not counted" % v2_unread)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1
