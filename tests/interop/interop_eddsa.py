"""Ed25519 and Ed448 interoperability with the OpenSSL 3 command line,
both ways: the body of tests/interop/interop_openssl_ed25519.py and
interop_openssl_ed448.py, which name the curve (CURVES below).

EdDSA signatures are deterministic, so both directions compare bytes:
  - keys made by OpenSSL (genpkey -algorithm ED25519 / ED448, pkey
    -pubout; the seed and public key read off its RFC 8410 DER by the
    fixed prefixes of tests/kat/rfc8410.py, not by our decoder): OpenSSL
    signs a message (pkeyutl -sign -rawin; pure EdDSA, no context); from
    the same seed this library must derive the same public key and write
    the same signature (an "S" line of the curve's runner,
    tests/kat/eddsa_vectors.h), and verify OpenSSL's signature (a "V"
    line, must accept) and a copy with one bit changed (must reject);
    OpenSSL's private and public key files, DER and PEM, go to our
    decoders (the "D" line: PrivateKeyDecode / PublicKeyDecode, through
    wc_KeyPemToDer / wc_PubKeyPemToDer for PEM), which must find the seed
    and public key in them; an OpenSSL key of the curve's key-agreement
    twin (X25519, X448: another OID) must be refused;
  - keys made here (make_key, the "K" line: seed, public key and our
    signature of "interop <tcId>") written by our encoders (the "E"
    line: PrivateKeyToDer, PublicKeyToDer, KeyToDer, PEM by wc_DerToPem)
    on a key with both parts, the seed alone and the public key alone:
    the DER must be exactly RFC 8410's (the prefixes + the raw key;
    KeyToDer: version 2 with [1] publicKey), the PEM the one OpenSSL
    writes for that DER; OpenSSL reads our DER and PEM files: it computes
    our public key from our seed, writes both keys back byte for byte,
    verifies our signature with our public key file (refusing it with one
    bit changed), and signs the same message with our PKCS #8 file as
    exactly our signature; our version 2 key OpenSSL 3.0 may not read
    (reported, not counted; when read, it must give our public key), our
    decoders read it back whole.
Usage: interop_openssl_<curve>.py [path/to/<curve>_vectors] (default and
runner: tests/kat/kat_driver.py).
Exits 77 (skip) when openssl is missing or lacks the curve; prints "N
passed, M failed" and exits non-zero on any failure.  Rounds:
$ED25519_INTEROP_ROUNDS / $ED448_INTEROP_ROUNDS (default 4).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "kat"))
import kat_driver  # noqa: E402
from openssl_cli import openssl, run  # noqa: E402
from rfc8410 import Framing, raw_of  # noqa: E402

# name: (key and signature sizes, last OID octet (1.3.101.112
# id-Ed25519, .113 id-Ed448), the key-agreement twin to refuse and its key
# size)
CURVES = {"ED25519": (32, 64, 0x70, "X25519", 32),
          "ED448": (57, 114, 0x71, "X448", 56)}
FORMS = ("key.der", "key.pem", "priv.der", "priv.pem", "pub.der", "pub.pem")


def interop(curve, tmp, check):
    ks, sig_sz, oid, twin, twin_ks = CURVES[curve]
    fr = Framing(ks, oid)
    runner = curve.lower() + "_vectors"
    rounds = int(os.environ.get(curve + "_INTEROP_ROUNDS", "4"))
    v2_unread = [0]

    def path(name):
        return os.path.join(tmp, name)

    def write(name, data):
        with open(path(name), "wb") as f:
            f.write(data)
        return path(name)

    def form(f):
        return "DER" if f.endswith(".der") else "PEM"

    def pkey(inp, *args):
        """openssl pkey on the file inp (DER or PEM by its name)."""
        return openssl("pkey", "-inform", form(inp), "-in", inp, *args)[1]

    def osl_sign(key, msg_file):
        return openssl("pkeyutl", "-sign", "-rawin", "-keyform", form(key),
                       "-inkey", key, "-in", msg_file)[1]

    def osl_verify(pub, msg_file, sig):
        write("sig", sig)
        rc, _ = openssl("pkeyutl", "-verify", "-rawin", "-pubin", "-keyform",
                        form(pub), "-inkey", pub, "-in", msg_file,
                        "-sigfile", path("sig"), check=False)
        return rc == 0

    def flip(sig):
        return sig[:5] + bytes([sig[5] ^ 4]) + sig[6:]

    # OpenSSL's keys: its signatures, and its key files to our decoders
    lines = ["F openssl-keys"]
    dlines = ["F openssl-key-files"]
    for i in range(rounds):
        ak, au, m = path("a%d.der" % i), path("a%d_pub.der" % i), \
            path("m%d" % i)
        openssl("genpkey", "-algorithm", curve, "-outform", "DER",
                "-out", ak)
        openssl("pkey", "-inform", "DER", "-in", ak, "-pubout",
                "-outform", "DER", "-out", au)
        akp = write("a%d.pem" % i, pkey(ak, "-outform", "PEM"))
        aup = write("a%d_pub.pem" % i, pkey(ak, "-pubout", "-outform", "PEM"))
        msg = os.urandom(37 * i + 1)        # 1, 38, 75, ... bytes
        # (OpenSSL 3.0's -rawin cannot sign an empty file)
        with open(m, "wb") as f:
            f.write(msg)
        sig = osl_sign(ak, m)
        check(len(sig) == sig_sz, "round %d: OpenSSL's signature" % i)
        seed = raw_of(open(ak, "rb").read(), fr.pkcs8, ks)
        pub = raw_of(open(au, "rb").read(), fr.spki, ks)
        mh = msg.hex() if msg else "-"
        lines.append("S p - %s %s %s %s o%d" % (seed.hex(), pub.hex(), mh,
                                               sig.hex(), i))
        lines.append("V p - %s %s %s v o%d" % (pub.hex(), mh, sig.hex(),
                                              i))
        lines.append("V p - %s %s %s i o%d-flip" % (pub.hex(), mh,
                                                   flip(sig).hex(), i))
        for f, k in ((ak, seed), (akp, seed), (au, None), (aup, None)):
            data = open(f, "rb").read()
            dlines.append("D %s %s %s %s v %s" % (
                form(f).lower(), data.hex(), k.hex() if k else "-",
                pub.hex(), os.path.basename(f)))
        # an OpenSSL key of the key-agreement twin (another OID; X25519's
        # have Ed25519's sizes) is refused
        xk = path("x%d.der" % i)
        openssl("genpkey", "-algorithm", twin, "-outform", "DER",
                "-out", xk)
        x_der = open(xk, "rb").read()
        x_pub = pkey(xk, "-pubout", "-outform", "DER")
        x_k = (x_der[-twin_ks:] + bytes(ks))[:ks].hex()
        x_u = (x_pub[-twin_ks:] + bytes(ks))[:ks].hex()
        dlines += ["D der %s %s %s i x%d.der" % (x_der.hex(), x_k, x_u, i),
                   "D der %s - %s i x%d_pub.der" % (x_pub.hex(), x_u, i)]
    rc, out = kat_driver.pipe(runner, lines + dlines, True)
    sys.stdout.write(out)
    check(rc == 0, "our signatures and decoders against OpenSSL's keys")

    # our keys, written by our encoders, read and used by OpenSSL
    rc, out = kat_driver.pipe(runner, ["F keygen"] +
                              ["K k%d" % i for i in range(rounds)], True)
    ours = [ln.split()[1:5] for ln in out.splitlines()
            if ln.startswith("KEY ")]
    check(rc == 0 and len(ours) == rounds, "make_key")
    elines = ["F encoders"]
    for tc, seed, pub, _ in ours:
        elines += ["E %s %s %s-e" % (seed, pub, tc),
                   "E %s - %s-p" % (seed, tc), "E - %s %s-u" % (pub, tc)]
    rc, out = kat_driver.pipe(runner, elines, True)
    sys.stdout.write("".join(ln + "\n" for ln in out.splitlines()
                             if not ln.startswith("ENC ")))
    check(rc == 0, "our encoders ran")
    enc = kat_driver.encodings(out)
    dlines = ["F our-version-2"]
    for tc, seed, pub, sig in ours:
        seed, pub, sig = bytes.fromhex(seed), bytes.fromhex(pub), \
            bytes.fromhex(sig)
        priv, spki = fr.pkcs8 + seed, fr.spki + pub
        both, alone, pubonly = (enc.get(tc + x, {}) for x in
                                ("-e", "-p", "-u"))
        check(sorted(both) == sorted(FORMS) and
              sorted(alone) == sorted(FORMS) and
              sorted(pubonly) == ["pub.der", "pub.pem"],
              "%s: forms written" % tc)
        check(both.get("priv.der") == priv and alone.get("priv.der") == priv,
              "%s: PKCS #8 DER of our key" % tc)
        check(all(d.get("pub.der") == spki for d in (both, alone, pubonly)),
              "%s: SubjectPublicKeyInfo DER of our key" % tc)
        check(both.get("key.der") == alone.get("key.der") ==
              fr.v2 + seed + fr.v2_middle + pub,
              "%s: OneAsymmetricKey v2 DER of our key" % tc)
        b_priv = write(tc + "_priv.der", both.get("priv.der", b""))
        b_privp = write(tc + "_priv.pem", both.get("priv.pem", b""))
        b_pub = write(tc + "_pub.der", both.get("pub.der", b""))
        b_pubp = write(tc + "_pub.pem", both.get("pub.pem", b""))
        # our PEM is the PEM OpenSSL writes for our DER
        check(both.get("priv.pem") == alone.get("priv.pem") ==
              pkey(b_priv, "-outform", "PEM"), "%s: our private key PEM" % tc)
        check(both.get("pub.pem") == alone.get("pub.pem") ==
              pubonly.get("pub.pem") ==
              pkey(b_pub, "-pubin", "-outform", "PEM"),
              "%s: our public key PEM" % tc)
        m = write(tc + ".msg", ("interop " + tc).encode())
        for f in (b_priv, b_privp):
            check(pkey(f, "-pubout", "-outform", "DER") == spki,
                  "%s: OpenSSL's public key of %s" % (tc, f))
            check(pkey(f, "-outform", "DER") == priv,
                  "%s: OpenSSL rewrites %s" % (tc, f))
            check(osl_sign(f, m) == sig,
                  "%s: OpenSSL signs with %s differently" % (tc, f))
        for f in (b_pub, b_pubp):
            check(pkey(f, "-pubin", "-outform", "DER") == spki,
                  "%s: OpenSSL rewrites %s" % (tc, f))
            check(osl_verify(f, m, sig),
                  "%s: OpenSSL refuses our signature with %s" % (tc, f))
            check(not osl_verify(f, m, flip(sig)),
                  "%s: OpenSSL accepts a changed signature" % tc)
        # version 2 with [1] publicKey: OpenSSL 3.0 may not read it
        for fm in ("der", "pem"):
            f = write("%s_v2.%s" % (tc, fm), both.get("key." + fm, b""))
            rc, out = openssl("pkey", "-inform", fm.upper(), "-in", f,
                              "-pubout", "-outform", "DER", check=False)
            if rc == 0:
                check(out == spki, "%s: OpenSSL's reading of our version 2 "
                      "%s" % (tc, fm))
            else:
                v2_unread[0] += 1
            dlines.append("D %s %s %s %s v %s-v2.%s" % (
                fm, both.get("key." + fm, b"-").hex(), seed.hex(), pub.hex(),
                tc, fm))
    rc, out = kat_driver.pipe(runner, dlines, True)
    sys.stdout.write(out)
    check(rc == 0, "our decoders on our version 2 keys")
    if v2_unread[0]:
        print("note: this openssl did not read %d of our version 2 keys "
              "(RFC 5958 [1] publicKey); not counted" % v2_unread[0])


def main(curve):
    return run(curve, lambda tmp, check: interop(curve, tmp, check))
