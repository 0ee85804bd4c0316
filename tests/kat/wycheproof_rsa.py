#!/usr/bin/env python3
"""Drive tests/kat/wycheproof_rsa (C) with the Wycheproof RSA vectors.

Converts each JSON file into the runner's line format (see the comment at
the top of tests/kat/wycheproof_rsa.c) and feeds it on stdin.  Every test of
every group is passed on; nothing is skipped.

Environment: WOLFSSL_VECTORS_DIR (default "tests/vectors"), WOLFSSL_BUILDDIR
(default "."), WOLFSSL_TEST_RUNNER (e.g. "qemu-riscv64 -L ..."); the runner
binary may also be given as the first argument.  WYCHEPROOF_RSA_FILES (a
space-separated list of JSON paths) replaces the default file list; the
test kind is taken from each file's schema, so other Wycheproof RSA files
(other sizes and hashes) run unchanged.  Groups whose hash this library
lacks are passed as "S" lines and reported as skipped by the runner.
Exit status: the runner's (non-zero on any wrong verdict), or 2 on a
missing file.
"""
import json
import os
import shlex
import subprocess
import sys

FILES = [
    "rsa_signature_2048_sha256_test.json",
    "rsa_pkcs1_1024_sig_gen_test.json",
    "rsa_pkcs1_2048_sig_gen_test.json",
    "rsa_pss_2048_sha256_mgf1_32_test.json",
    "rsa_pss_2048_sha256_mgf1_0_test.json",
    "rsa_oaep_2048_sha256_mgf1sha256_test.json",
    "rsa_oaep_3072_sha256_mgf1sha256_test.json",
    "rsa_pkcs1_2048_test.json",
]

# Test kind by the file's schema.
KINDS = {
    "rsassa_pkcs1_verify_schema": "pkcs1ver",
    "rsassa_pkcs1_generate_schema": "pkcs1gen",
    "rsassa_pss_verify_schema": "pssver",
    "rsaes_oaep_decrypt_schema": "oaepdec",
    "rsaes_pkcs1_decrypt_schema": "pkcs1dec",
}
HASHES = ("SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "-")


def hexf(s):
    """An empty hex string is written as '-'."""
    return s if s else "-"


def group_key(kind, grp):
    if kind in ("pkcs1ver", "pssver"):
        return grp["publicKeyDer"]
    return grp["privateKeyPkcs8"]


def file_kind(doc, path):
    schema = doc.get("schema", "")
    for prefix, kind in KINDS.items():
        if schema.startswith(prefix):
            return kind
    raise SystemExit("%s: unknown schema %r" % (path, schema))


def convert(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    kind = file_kind(doc, path)
    lines = ["F " + os.path.basename(path)]
    count = 0
    for grp in doc["testGroups"]:
        hash_name = grp.get("sha", "-")
        mgf = grp.get("mgfSha", "-")
        slen = str(grp["sLen"]) if "sLen" in grp else "-"
        count += len(grp["tests"])
        if hash_name not in HASHES or mgf not in HASHES:
            # Reported by the runner as skipped (never silently).
            lines.append("S %d unsupported hash %s / %s"
                         % (len(grp["tests"]), hash_name, mgf))
            continue
        lines.append("G %s %s %s %s %s" % (kind, hash_name, mgf, slen,
                                           group_key(kind, grp)))
        for t in grp["tests"]:
            data = t.get("sig", t.get("ct", ""))
            lines.append("T %s %s %s %s %s" % (
                t["tcId"], t["result"], hexf(t.get("msg", "")), hexf(data),
                hexf(t.get("label", ""))))
    if count != doc.get("numberOfTests", count):
        raise SystemExit("%s: %d tests, header says %d"
                         % (path, count, doc["numberOfTests"]))
    lines.append("E")
    return lines


def main():
    vec = os.environ.get("WOLFSSL_VECTORS_DIR", "tests/vectors")
    build = os.environ.get("WOLFSSL_BUILDDIR", ".")
    binary = sys.argv[1] if len(sys.argv) > 1 else \
        os.path.join(build, "tests", "kat", "wycheproof_rsa")
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    extra = os.environ.get("WYCHEPROOF_RSA_FILES", "").split()
    paths = extra or [os.path.join(vec, "wycheproof", n) for n in FILES]
    lines = []
    for path in paths:
        if not os.path.exists(path):
            print("missing vector file " + path)
            return 2
        lines.extend(convert(path))
    text = "\n".join(lines) + "\n"
    proc = subprocess.run(runner + [binary], input=text.encode(),
                          stdout=subprocess.PIPE, check=False)
    sys.stdout.write(proc.stdout.decode(errors="replace"))
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
