#!/usr/bin/env python3
"""X25519 interoperability with the OpenSSL 3 command line, both ways:
tests/interop/interop_xdh.py (what is checked) for X25519, with
wc_Curve25519KeyToDer / wc_Curve25519KeyDecode too.
Usage: interop_openssl_x25519.py [path/to/x25519_vectors].
Exits 77 (skip) when openssl is missing or lacks X25519.
"""
import sys

import interop_xdh

if __name__ == "__main__":
    sys.exit(interop_xdh.main("X25519"))
