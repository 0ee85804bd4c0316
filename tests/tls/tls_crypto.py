#!/usr/bin/env python3
"""tls_crypto.py -- drives tests/tls/tls_crypto_test (src/tls_crypto.c,
the TLS layer's cryptography by code point) with keys, certificates and
signatures made by the openssl command line, and has OpenSSL verify the
signatures the library makes.

1. Makes in a temporary directory, as DER: RSA 2048 (PKCS #1 and PKCS #8)
   and 1024, RSASSA-PSS keys (no parameters; SHA-256/MGF1-SHA-256/salt
   32), P-256 (also SEC1 without the public key), P-384, P-521, Ed25519,
   SM2, one more RSA, P-256 and Ed25519 key (the "other" certificates),
   an X25519 key (not a signing key); a self-signed certificate of each;
   msg.bin, a TLS 1.3 CertificateVerify content.
2. Signs msg.bin with OpenSSL under every scheme it can make with each
   key (ossl.<key>.<scheme>.sig: RSA PKCS #1 v1.5 and PSS with salt =
   hash length and MGF1 with the hash, ECDSA with SHA-1/256/384/512,
   Ed25519, SM2 with RFC 8998's identifier).
3. Runs the driver on the directory: it checks its own refusals and
   signatures and whether each OpenSSL signature verifies exactly where
   the scheme suits the key, writes its signatures and prints
   "signed <key> <scheme> <file>".
4. Verifies each of those with OpenSSL.

Usage: tls_crypto.py  (driver from $WOLFSSL_BUILDDIR/tests/tls, run under
$WOLFSSL_TEST_RUNNER).  Without openssl only the driver's key exchange
and AEAD parts run.
"""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

SM2_TLS_ID = "TLSv1.3+GM+Cipher+Suite"     # RFC 8998 3.2.1

# name: (genpkey arguments, key form for the driver)
KEYS = {
    "rsa2048": (["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"],
                "traditional"),
    "rsa2048b": (["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"],
                 "pkcs8"),
    "rsa1024": (["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024"],
                "traditional"),
    "rsapss": (["-algorithm", "RSA-PSS", "-pkeyopt",
                "rsa_keygen_bits:2048"], "pkcs8"),
    "rsapss-sha256": (["-algorithm", "RSA-PSS", "-pkeyopt",
                       "rsa_keygen_bits:2048", "-pkeyopt",
                       "rsa_pss_keygen_md:sha256", "-pkeyopt",
                       "rsa_pss_keygen_mgf1_md:sha256", "-pkeyopt",
                       "rsa_pss_keygen_saltlen:32"], "pkcs8"),
    "p256": (["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"],
             "traditional"),
    "p256b": (["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"],
              "pkcs8"),
    "p384": (["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384"],
             "pkcs8"),
    "p521": (["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-521"],
             "traditional"),
    "ed25519": (["-algorithm", "ED25519"], "pkcs8"),
    "ed25519b": (["-algorithm", "ED25519"], "pkcs8"),
    "sm2": (["-algorithm", "SM2"], "pkcs8"),
    "x25519": (["-algorithm", "X25519"], "pkcs8"),
}
# keys only there for their certificates (the driver's "other" keys)
OTHERS = ("rsa2048b", "p256b", "ed25519b", "x25519")
# the same key in another form: (new name, source, form)
VARIANTS = [("rsa2048-pkcs8", "rsa2048", "pkcs8"),
            ("p256-nopub", "p256", "nopub")]

HASH = {"0401": "sha256", "0501": "sha384", "0601": "sha512",
        "0201": "sha1", "0804": "sha256", "0805": "sha384",
        "0806": "sha512", "0809": "sha256", "080a": "sha384",
        "080b": "sha512", "0403": "sha256", "0503": "sha384",
        "0603": "sha512", "0203": "sha1"}
RSA_PKCS1 = ["0401", "0501", "0601", "0201"]
RSA_PSS = ["0804", "0805", "0806", "0809", "080a", "080b"]
ECDSA = ["0403", "0503", "0603", "0203"]


def openssl(*args, data=None):
    """Run openssl; True when it succeeded."""
    proc = subprocess.run(["openssl"] + list(args), input=data,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return proc.returncode == 0


def family(name):
    """rsa, rsapss, ec, ed25519, sm2 or x25519."""
    for prefix in ("rsapss", "rsa", "ed25519", "sm2", "x25519"):
        if name.startswith(prefix):
            return prefix
    return "ec"


def make_keys(path):
    """Keys (.key DER for the driver, .pem for openssl), certificates
    (.crt DER), public keys (.pub.pem); the names made."""
    made = []
    for name, (gen, form) in sorted(KEYS.items()):
        pem = path(name + ".pem")
        if not openssl("genpkey", *gen, "-out", pem):
            print("NOTE openssl cannot make %s: left out" % name)
            continue
        args = ["pkey", "-in", pem, "-outform", "DER", "-out",
                path(name + ".key")]
        if form == "traditional":
            args.append("-traditional")
        if not openssl(*args):
            print("NOTE openssl cannot write %s: left out" % name)
            continue
        openssl("pkey", "-in", pem, "-pubout", "-out",
                path(name + ".pub.pem"))
        if family(name) != "x25519":
            sign = ["-sm3"] if family(name) == "sm2" else []
            if not openssl("req", "-x509", "-new", "-key", pem, "-subj",
                           "/CN=" + name, "-days", "30", "-outform", "DER",
                           "-out", path(name + ".crt"), *sign):
                print("NOTE openssl cannot certify %s: left out" % name)
                continue
        made.append(name)
    for name, src, form in VARIANTS:
        if src not in made:
            continue
        if form == "pkcs8":
            ok = openssl("pkey", "-in", path(src + ".pem"), "-outform",
                         "DER", "-out", path(name + ".key"))
        else:
            ok = openssl("ec", "-in", path(src + ".pem"), "-no_public",
                         "-outform", "DER", "-out", path(name + ".key"))
        if ok:
            shutil.copy(path(src + ".crt"), path(name + ".crt"))
            shutil.copy(path(src + ".pem"), path(name + ".pem"))
            shutil.copy(path(src + ".pub.pem"), path(name + ".pub.pem"))
            made.append(name)
    return made


def sign_args(name, scheme, key, msg, sig):
    """The openssl command that signs msg under scheme with key, or
    None when the scheme is not of the key's family."""
    fam = family(name)
    if fam in ("rsa", "rsapss") and scheme in RSA_PKCS1 + RSA_PSS:
        args = ["dgst", "-" + HASH[scheme], "-sign", key, "-out", sig]
        if scheme in RSA_PSS:
            args += ["-sigopt", "rsa_padding_mode:pss", "-sigopt",
                     "rsa_pss_saltlen:digest", "-sigopt",
                     "rsa_mgf1_md:" + HASH[scheme]]
        return args + [msg]
    if fam == "ec" and scheme in ECDSA:
        return ["dgst", "-" + HASH[scheme], "-sign", key, "-out", sig, msg]
    if fam == "ed25519" and scheme == "0807":
        return ["pkeyutl", "-sign", "-inkey", key, "-rawin", "-in", msg,
                "-out", sig]
    if fam == "sm2" and scheme == "0708":
        return ["pkeyutl", "-sign", "-inkey", key, "-rawin", "-in", msg,
                "-digest", "sm3", "-pkeyopt", "distid:" + SM2_TLS_ID,
                "-out", sig]
    return None


def verify_args(name, scheme, pub, msg, sig):
    """The openssl command that verifies sig (ours) over msg."""
    fam = family(name)
    if fam in ("rsa", "rsapss", "ec"):
        args = ["dgst", "-" + HASH[scheme], "-verify", pub, "-signature",
                sig]
        if scheme in RSA_PSS:
            args += ["-sigopt", "rsa_padding_mode:pss", "-sigopt",
                     "rsa_pss_saltlen:digest", "-sigopt",
                     "rsa_mgf1_md:" + HASH[scheme]]
        return args + [msg]
    args = ["pkeyutl", "-verify", "-pubin", "-inkey", pub, "-rawin", "-in",
            msg, "-sigfile", sig]
    if fam == "sm2":
        args += ["-digest", "sm3", "-pkeyopt", "distid:" + SM2_TLS_ID]
    return args


def openssl_signatures(path, made):
    """ossl.<key>.<scheme>.sig for every scheme openssl makes with each
    key the driver tests; their count."""
    schemes = RSA_PKCS1 + RSA_PSS + ECDSA + ["0807", "0708"]
    count = 0
    for name in made:
        if name in OTHERS:
            continue
        for scheme in schemes:
            sig = path("ossl.%s.%s.sig" % (name, scheme))
            args = sign_args(name, scheme, path(name + ".pem"),
                             path("msg.bin"), sig)
            if args is not None and openssl(*args):
                count += 1
            elif os.path.exists(sig):
                os.remove(sig)
    return count


def driver():
    """[runner..., $WOLFSSL_BUILDDIR/tests/tls/tls_crypto_test]."""
    build = os.environ.get("WOLFSSL_BUILDDIR", ".")
    binary = os.path.join(build, "tests", "tls", "tls_crypto_test")
    return shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + [binary]


def main():
    if shutil.which("openssl") is None:
        print("NOTE no openssl: key exchange and AEADs only")
        return subprocess.run(driver()).returncode
    tmp = tempfile.mkdtemp(prefix="tls_crypto_")
    try:
        def path(name):
            return os.path.join(tmp, name)
        made = make_keys(path)
        with open(path("msg.bin"), "wb") as f:   # RFC 8446 4.4.3
            f.write(b" " * 64 + b"TLS 1.3, server CertificateVerify\0" +
                    os.urandom(48))
        made_sigs = openssl_signatures(path, made)
        proc = subprocess.run(driver() + [tmp], stdout=subprocess.PIPE,
                              universal_newlines=True)
        sys.stdout.write(proc.stdout)
        failed = 0 if proc.returncode == 0 else 1
        verified = None
        ours = 0
        for line in proc.stdout.splitlines():
            words = line.split()
            if line.startswith("verified "):    # N ..., M skipped
                verified = int(words[1]) + int(words[4])
            if words[:1] != ["signed"]:
                continue
            name, scheme, sig = words[1], words[2], words[3]
            ours += 1
            args = verify_args(name, scheme, path(name + ".pub.pem"),
                               path("msg.bin"), sig)
            if openssl(*args):
                print("ok openssl verifies our %s %s signature"
                      % (name, scheme))
            else:
                print("FAIL openssl does not verify our %s %s signature"
                      % (name, scheme))
                failed += 1
        if verified != made_sigs:
            print("FAIL the driver read %s of the %d openssl signatures"
                  % (verified, made_sigs))
            failed += 1
        if ours == 0:
            print("FAIL the driver made no signatures")
            failed += 1
        print("openssl: %d signatures made, %d of ours verified, %s"
              % (made_sigs, ours, "ok" if failed == 0 else "FAILED"))
        return 0 if failed == 0 else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
