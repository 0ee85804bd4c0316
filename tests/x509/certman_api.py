#!/usr/bin/env python3
"""certman_api.py -- the certificate manager and X509 API as programs call
them (tests/x509/certman_api.c): makes a root, another root and a leaf
with the openssl command line, reads OpenSSL's view of the leaf (subject
and issuer one-line names, notAfter, serial) and hands it to the C
program, which checks every return code and object against it; then
loads /etc/ssl/certs as a CA directory and verifies one of its roots.

Usage: certman_api.py  (drivers from $WOLFSSL_BUILDDIR/tests/x509)
Exits 77 (skip) only when openssl is missing.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x509_testlib as tl  # noqa: E402

CA_DIR = "/etc/ssl/certs"


def openssl(*args):
    """stdout of `openssl args` (raises on failure)."""
    return subprocess.run(["openssl"] + list(args), check=True,
                          stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE).stdout.decode()


def make_certs(tmp):
    """root.pem, other.pem (self-signed CAs) and leaf.pem/leaf.der signed
    by root for www.example.com and 192.0.2.1."""
    def path(name):
        return os.path.join(tmp, name)
    for name, cn in (("root", "Test Root"), ("other", "Other Root")):
        openssl("req", "-x509", "-newkey", "ec", "-pkeyopt",
                "ec_paramgen_curve:P-256", "-nodes", "-keyout",
                path(name + ".key"), "-out", path(name + ".pem"), "-subj",
                "/C=US/O=Tests/CN=" + cn, "-days", "3650", "-addext",
                "basicConstraints=critical,CA:TRUE", "-addext",
                "keyUsage=critical,keyCertSign,cRLSign")
    openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout",
            path("leaf.key"), "-out", path("leaf.csr"), "-subj",
            "/C=US/ST=Somewhere/O=Tests/CN=www.example.com")
    with open(path("leaf.ext"), "w") as f:
        f.write("subjectAltName=DNS:www.example.com,IP:192.0.2.1\n"
                "basicConstraints=CA:FALSE\n")
    openssl("x509", "-req", "-in", path("leaf.csr"), "-CA", path("root.pem"),
            "-CAkey", path("root.key"), "-set_serial", "0x8a0b0c0d0e0f01",
            "-days", "365", "-extfile", path("leaf.ext"), "-out",
            path("leaf.pem"))
    openssl("x509", "-in", path("leaf.pem"), "-outform", "DER", "-out",
            path("leaf.der"))
    return path


def openssl_view(leaf_pem):
    """[subject, issuer, notAfter digits, serial hex] as OpenSSL sees the
    leaf."""
    subject = openssl("x509", "-in", leaf_pem, "-noout", "-subject",
                      "-nameopt", "compat").strip().split("=", 1)[1]
    issuer = openssl("x509", "-in", leaf_pem, "-noout", "-issuer",
                     "-nameopt", "compat").strip().split("=", 1)[1]
    times = re.findall(r":(\d{12,14}Z)\s*$",
                       openssl("asn1parse", "-in", leaf_pem), re.M)
    serial = openssl("x509", "-in", leaf_pem, "-noout",
                     "-serial").strip().split("=", 1)[1].lower()
    return [subject, issuer, times[1], serial]


def a_root_of(ca_dir):
    """A self-signed certificate file of the CA directory, or None."""
    for name in sorted(os.listdir(ca_dir)):
        if name.endswith(".pem"):
            return os.path.join(ca_dir, name)
    return None


def main():
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tmp = tempfile.mkdtemp(prefix="certman_api_")
    try:
        path = make_certs(tmp)
        args = [path("root.pem"), path("other.pem"), path("leaf.pem"),
                path("leaf.der"), "www.example.com", "192.0.2.1"]
        args += openssl_view(path("leaf.pem"))
        root = a_root_of(CA_DIR) if os.path.isdir(CA_DIR) else None
        if root is None:
            print("FAIL: no CA directory %s (package ca-certificates)"
                  % CA_DIR)
            return 1
        args += [CA_DIR, root]
        proc = subprocess.run(tl.driver_command("certman_api") + args)
        return proc.returncode
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
