#!/usr/bin/env python3
"""SM2 interoperability with the OpenSSL 3 command line.

For keys made by OpenSSL (genpkey -algorithm SM2) and keys made here
(wc_ecc_sm2_make_key, exported as SEC1 / SubjectPublicKeyInfo DER):
  - OpenSSL signs (pkeyutl -sign -rawin -digest sm3 -pkeyopt distid:ID),
    tests/kat/sm2_vectors verifies, and rejects altered signatures and
    messages;
  - tests/kat/sm2_vectors signs, OpenSSL verifies (pkeyutl -verify);
  - OpenSSL encrypts (pkeyutl -encrypt, GM/T 0009 DER form),
    tests/kat/sm2_vectors decrypts;
  - tests/kat/sm2_vectors encrypts (WC_SM2_DER), OpenSSL decrypts.
The C side runs in the "interop" mode of tests/kat/sm2_vectors (commands on
stdin, see that file).  Usage: interop_openssl_sm2.py [path/to/sm2_vectors]
(default $WOLFSSL_BUILDDIR/tests/kat/sm2_vectors, run under
$WOLFSSL_TEST_RUNNER).  Exits 77 (skip) when openssl is missing or lacks
SM2; prints "N passed, M failed" and exits non-zero on any failure.
Rounds: $SM2_INTEROP_ROUNDS (default 3).
"""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

IDS = [b"1234567812345678", b"ALICE123@YAHOO.COM", b"wolfSSL SM2 test"]


def openssl(*args, data=None, check=True):
    """Run openssl; returns (returncode, stdout bytes)."""
    p = subprocess.run(["openssl"] + list(args), input=data,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if check and p.returncode != 0:
        raise RuntimeError("openssl %s: %s" % (" ".join(args),
                                               p.stderr.decode()))
    return p.returncode, p.stdout


def openssl_has_sm2(tmp):
    key = os.path.join(tmp, "probe.pem")
    try:
        rc, _ = openssl("genpkey", "-algorithm", "SM2", "-out", key,
                        check=False)
        if rc != 0:
            return False
        rc, _ = openssl("pkeyutl", "-encrypt", "-inkey", key, "-in",
                        os.devnull, "-out", os.devnull, check=False)
        rc2, _ = openssl("pkeyutl", "-sign", "-rawin", "-digest", "sm3",
                         "-inkey", key, "-in", key, "-out", os.devnull,
                         check=False)
        return rc2 == 0
    except OSError:
        return False


class Tally:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL: " + what)


def run_c(cmd, lines, tally):
    """Feed command lines to the C program; returns its output lines
    (without the summary, whose counts go into tally)."""
    p = subprocess.run(cmd, input="".join(l + "\n" for l in lines).encode(),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode == 77:
        print("SM2 not compiled in: skip")
        sys.exit(77)
    out = []
    summary = False
    for line in p.stdout.decode().splitlines():
        words = line.replace(",", "").split()
        if len(words) >= 4 and words[1] == "passed" and words[3] == "failed":
            tally.passed += int(words[0])
            tally.failed += int(words[2])
            summary = True
        else:
            if line.startswith("FAIL"):
                print(line)
            out.append(line)
    tally.check(summary and p.returncode in (0, 1),
                "C program ended abnormally (rc %d): %s"
                % (p.returncode, p.stderr.decode()[-500:]))
    return out


def hx(b):
    return b.hex() if b else "-"


def key_files(tmp, name, priv_der, pub_der):
    """Write DER key files; returns (private DER path, public DER path)."""
    kp = os.path.join(tmp, name + ".key.der")
    pp = os.path.join(tmp, name + ".pub.der")
    open(kp, "wb").write(priv_der)
    open(pp, "wb").write(pub_der)
    return kp, pp


def openssl_key(tmp, i):
    """A new OpenSSL SM2 key: SEC1 DER (PKCS#8 for odd i) and SPKI DER."""
    pem = os.path.join(tmp, "o%d.pem" % i)
    openssl("genpkey", "-algorithm", "SM2", "-out", pem)
    if i % 2:
        _, priv = openssl("pkcs8", "-topk8", "-nocrypt", "-in", pem,
                          "-outform", "DER")
    else:
        _, priv = openssl("pkey", "-in", pem, "-outform", "DER")
    _, pub = openssl("pkey", "-in", pem, "-pubout", "-outform", "DER")
    return priv, pub


def sign_openssl(kp, ident, msgf, sigf):
    openssl("pkeyutl", "-sign", "-rawin", "-digest", "sm3", "-pkeyopt",
            "distid:" + ident.decode(), "-keyform", "DER", "-inkey", kp,
            "-in", msgf, "-out", sigf)
    return open(sigf, "rb").read()


def verify_openssl(pp, ident, msgf, sigf):
    rc, _ = openssl("pkeyutl", "-verify", "-rawin", "-digest", "sm3",
                    "-pkeyopt", "distid:" + ident.decode(), "-pubin",
                    "-keyform", "DER", "-inkey", pp, "-in", msgf,
                    "-sigfile", sigf, check=False)
    return rc == 0


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "kat", "sm2_vectors")
    cmd = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + \
        [binary, "interop"]
    rounds = int(os.environ.get("SM2_INTEROP_ROUNDS", "3"))
    if shutil.which("openssl") is None:
        print("openssl not found: skip")
        return 77
    tally = Tally()
    with tempfile.TemporaryDirectory() as tmp:
        if not openssl_has_sm2(tmp):
            print("openssl lacks SM2: skip")
            return 77
        # Keys made here.
        ours = []
        for line in run_c(cmd, ["K"] * rounds, tally):
            w = line.split()
            if w and w[0] == "KEY":
                ours.append((bytes.fromhex(w[1]), bytes.fromhex(w[2])))
        tally.check(len(ours) == rounds, "key generation output")
        keys = [("o%d" % i,) + openssl_key(tmp, i) for i in range(rounds)]
        keys += [("w%d" % i,) + k for i, k in enumerate(ours)]
        lines, pending = [], []
        for n, (name, priv, pub) in enumerate(keys):
            kp, pp = key_files(tmp, name, priv, pub)
            ident = IDS[n % len(IDS)]
            msg = os.urandom(1 + (n * 97) % 700)
            msgf = os.path.join(tmp, name + ".msg")
            open(msgf, "wb").write(msg)
            sig = sign_openssl(kp, ident, msgf, os.path.join(tmp, name +
                                                             ".sig"))
            lines.append("V %s %s %s %s v" % (pub.hex(), hx(ident),
                                              msg.hex(), sig.hex()))
            bad = bytearray(sig)
            bad[-1] ^= 0x01
            lines.append("V %s %s %s %s i" % (pub.hex(), hx(ident),
                                              msg.hex(), bytes(bad).hex()))
            lines.append("V %s %s %s %s i" % (pub.hex(), hx(ident),
                                              (msg + b"x").hex(), sig.hex()))
            lines.append("V %s %s %s %s i" % (pub.hex(), hx(ident + b"!"),
                                              msg.hex(), sig.hex()))
            _, ct = openssl("pkeyutl", "-encrypt", "-pubin", "-keyform",
                            "DER", "-inkey", pp, "-in", msgf)
            lines.append("D %s %s %s" % (priv.hex(), ct.hex(), msg.hex()))
            lines.append("S %s %s %s" % (priv.hex(), hx(ident), msg.hex()))
            lines.append("E %s %s" % (pub.hex(), msg.hex()))
            pending.append((name, kp, pp, ident, msgf, msg))
        out = [l.split() for l in run_c(cmd, lines, tally)]
        sigs = [w[1] for w in out if w and w[0] == "SIG"]
        cts = [w[1] for w in out if w and w[0] == "CT"]
        tally.check(len(sigs) == len(pending) and len(cts) == len(pending),
                    "signature / ciphertext output")
        for (name, kp, pp, ident, msgf, msg), s, c in zip(pending, sigs,
                                                          cts):
            sigf = os.path.join(tmp, name + ".oursig")
            open(sigf, "wb").write(bytes.fromhex(s))
            tally.check(verify_openssl(pp, ident, msgf, sigf),
                        "openssl rejects our signature (%s)" % name)
            ctf = os.path.join(tmp, name + ".ourct")
            open(ctf, "wb").write(bytes.fromhex(c))
            rc, pt = openssl("pkeyutl", "-decrypt", "-keyform", "DER",
                             "-inkey", kp, "-in", ctf, check=False)
            tally.check(rc == 0 and pt == msg,
                        "openssl cannot decrypt our ciphertext (%s)" % name)
    print("%d passed, %d failed" % (tally.passed, tally.failed))
    return 0 if tally.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
