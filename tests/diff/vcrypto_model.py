#!/usr/bin/env python3
"""Small reference model of AES, SM4, GHASH and their modes, for tests only.

Written from the standards, plain and slow: FIPS 197 (AES; the S-box is
computed from its definition, inverse in GF(2^8) then the affine map),
GB/T 32907 (SM4; its S-box is the published table, CK computed as
ck[i][j] = (4i + j) * 7 mod 256), SP 800-38A (CTR), SP 800-38D (GCM,
GHASH), IEEE 1619 and GB/T 17964 (XTS; both tweak rules, ciphertext
stealing).  `python3 vcrypto_model.py` checks the model itself against
the standards' own examples.  Used by tests/kat/vcrypto_vectors.py to make
random cases for the RISC-V vector-crypto kernels.
"""
import sys


# ---- AES ---------------------------------------------------------------
def _gf_mul(a, b):
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = ((a << 1) ^ 0x11b) if a & 0x80 else (a << 1)
        b >>= 1
    return r


def _aes_sbox():
    inv = [0] * 256
    for a in range(1, 256):
        for b in range(1, 256):
            if _gf_mul(a, b) == 1:
                inv[a] = b
                break
    sbox = []
    for a in range(256):
        x = inv[a]
        s = 0x63
        for i in range(8):
            bit = ((x >> i) ^ (x >> ((i + 4) % 8)) ^ (x >> ((i + 5) % 8)) ^
                   (x >> ((i + 6) % 8)) ^ (x >> ((i + 7) % 8))) & 1
            s ^= bit << i
        sbox.append(s)
    return sbox


SBOX = _aes_sbox()
INV_SBOX = [0] * 256
for _i, _s in enumerate(SBOX):
    INV_SBOX[_s] = _i


def aes_expand(key):
    nk = len(key) // 4
    nr = nk + 6
    w = [list(key[4 * i:4 * i + 4]) for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = list(w[i - 1])
        if i % nk == 0:
            t = [SBOX[b] for b in t[1:] + t[:1]]
            t[0] ^= rcon
            rcon = _gf_mul(rcon, 2)
        elif nk > 6 and i % nk == 4:
            t = [SBOX[b] for b in t]
        w.append([a ^ b for a, b in zip(w[i - nk], t)])
    return [sum(w[4 * r:4 * r + 4], []) for r in range(nr + 1)]


def _shift_rows(s, inv=False):
    out = [0] * 16
    for c in range(4):
        for r in range(4):
            src = (c + r) % 4 if not inv else (c - r) % 4
            out[4 * c + r] = s[4 * src + r]
    return out


def _mix(s, m):
    out = []
    for c in range(4):
        col = s[4 * c:4 * c + 4]
        for r in range(4):
            v = 0
            for k in range(4):
                v ^= _gf_mul(m[(k - r) % 4], col[k])
            out.append(v)
    return out


def aes_encrypt_block(rks, blk):
    s = [a ^ b for a, b in zip(blk, rks[0])]
    for r in range(1, len(rks)):
        s = _shift_rows([SBOX[b] for b in s])
        if r != len(rks) - 1:
            s = _mix(s, [2, 3, 1, 1])
        s = [a ^ b for a, b in zip(s, rks[r])]
    return bytes(s)


def aes_decrypt_block(rks, blk):
    nr = len(rks) - 1
    s = [a ^ b for a, b in zip(blk, rks[nr])]
    for r in range(nr - 1, -1, -1):
        s = [INV_SBOX[b] for b in _shift_rows(s, inv=True)]
        s = [a ^ b for a, b in zip(s, rks[r])]
        if r != 0:
            s = _mix(s, [14, 11, 13, 9])
    return bytes(s)


# ---- SM4 ---------------------------------------------------------------
SM4_SBOX = bytes.fromhex(
    "d690e9fecce13db716b614c228fb2c052b679a762abe04c3aa44132649860699"
    "9c4250f491ef987a33540b43edcfac62e4b31ca9c908e89580df94fa758f3fa6"
    "4707a7fcf37317ba83593c19e6854fa8686b81b27164da8bf8eb0f4b70569d35"
    "1e240e5e6358d1a225227c3b01217887d40046579fd327524c3602e7a0c4c89e"
    "eabf8ad240c738b5a3f7f2cef96115a1e0ae5da49b341a55ad933230f58cb1e3"
    "1df6e22e8266ca60c02923ab0d534e6fd5db3745defd8e2f03ff6a726d6c5b51"
    "8d1baf92bbddbc7f11d95c411f105ad80ac13188a5cd7bbd2d74d012b8e5b4b0"
    "8969974a0c96777e65b9f109c56ec68418f07dec3adc4d2079ee5f3ed7cb3948")
SM4_FK = [0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc]
SM4_CK = [int.from_bytes(bytes(((4 * i + j) * 7) & 0xff for j in range(4)),
                         "big") for i in range(32)]


def _rol(x, n):
    return ((x << n) | (x >> (32 - n))) & 0xffffffff


def _tau(x):
    return int.from_bytes(bytes(SM4_SBOX[b] for b in x.to_bytes(4, "big")),
                          "big")


def sm4_expand(key):
    k = [int.from_bytes(key[4 * i:4 * i + 4], "big") ^ SM4_FK[i]
         for i in range(4)]
    rk = []
    for i in range(32):
        t = _tau(k[i + 1] ^ k[i + 2] ^ k[i + 3] ^ SM4_CK[i])
        k.append(k[i] ^ t ^ _rol(t, 13) ^ _rol(t, 23))
        rk.append(k[-1])
    return rk


def sm4_block(rk, blk):
    x = [int.from_bytes(blk[4 * i:4 * i + 4], "big") for i in range(4)]
    for i in range(32):
        t = _tau(x[i + 1] ^ x[i + 2] ^ x[i + 3] ^ rk[i])
        x.append(x[i] ^ t ^ _rol(t, 2) ^ _rol(t, 10) ^ _rol(t, 18) ^
                 _rol(t, 24))
    return b"".join(v.to_bytes(4, "big") for v in reversed(x[32:36]))


# ---- GHASH, GCM, CTR ---------------------------------------------------
def gf128_mul(x, y):
    """SP 800-38D section 6.3 on 128-bit integers (bit 0 of byte 0 = MSB)."""
    r = 0xe1 << 120
    z = 0
    v = y
    for i in range(127, -1, -1):
        if (x >> i) & 1:
            z ^= v
        v = (v >> 1) ^ r if v & 1 else v >> 1
    return z


def ghash(h, data, y=b"\0" * 16):
    hi = int.from_bytes(h, "big")
    yi = int.from_bytes(y, "big")
    for i in range(0, len(data), 16):
        blk = data[i:i + 16].ljust(16, b"\0")
        yi = gf128_mul(yi ^ int.from_bytes(blk, "big"), hi)
    return yi.to_bytes(16, "big")


def ctr128(enc, ctr, data):
    out = bytearray()
    c = int.from_bytes(ctr, "big")
    for i in range(0, len(data), 16):
        ks = enc(c.to_bytes(16, "big"))
        out += bytes(a ^ b for a, b in zip(data[i:i + 16], ks))
        c = (c + 1) % (1 << 128)
    return bytes(out), c.to_bytes(16, "big")


def gcm(key, iv, aad, data, decrypt=False):
    """Returns (output, full 16-byte tag)."""
    rks = aes_expand(key)

    def enc(b):
        return aes_encrypt_block(rks, b)
    h = enc(b"\0" * 16)
    if len(iv) == 12:
        j0 = iv + b"\0\0\0\1"
    else:
        lens = (len(iv) * 8).to_bytes(16, "big")
        j0 = ghash(h, iv.ljust((len(iv) + 15) // 16 * 16, b"\0") + lens)
    c = int.from_bytes(j0[12:], "big")
    out = bytearray()
    for i in range(0, len(data), 16):
        c = (c + 1) & 0xffffffff
        ks = enc(j0[:12] + c.to_bytes(4, "big"))
        out += bytes(a ^ b for a, b in zip(data[i:i + 16], ks))
    ct = bytes(data) if decrypt else bytes(out)

    def pad(b):
        return b + b"\0" * (-len(b) % 16)
    s = ghash(h, pad(aad) + pad(ct) +
              (len(aad) * 8).to_bytes(8, "big") +
              (len(ct) * 8).to_bytes(8, "big"))
    tag = bytes(a ^ b for a, b in zip(s, enc(j0)))
    return bytes(out), tag


# ---- XTS ---------------------------------------------------------------
def xts_double(t, gb):
    if not gb:
        v = int.from_bytes(t, "little") << 1
        if v >> 128:
            v = (v ^ 0x87) & ((1 << 128) - 1)
        return v.to_bytes(16, "little")
    v = int.from_bytes(t, "big")
    v = (v >> 1) ^ (0xe1 << 120) if v & 1 else v >> 1
    return v.to_bytes(16, "big")


def xts(enc_block, tweak_enc, iv, data, decrypt, gb=False):
    """enc_block: the data-key cipher (decryption when decrypt)."""
    assert len(data) >= 16
    t = tweak_enc(iv)
    m, r = divmod(len(data), 16)

    def one(blk, tw):
        x = bytes(a ^ b for a, b in zip(blk, tw))
        return bytes(a ^ b for a, b in zip(enc_block(x), tw))
    out = bytearray()
    tws = []
    for j in range(m + 1):
        tws.append(t)
        t = xts_double(t, gb)
    last = m if r == 0 else m - 1
    for j in range(last):
        out += one(data[16 * j:16 * j + 16], tws[j])
    if r == 0:
        return bytes(out)
    tail = data[16 * m:]
    if not decrypt:
        cc = one(data[16 * (m - 1):16 * m], tws[m - 1])
        pp = tail + cc[r:]
        out += one(pp, tws[m]) + cc[:r]
    else:
        pp = one(data[16 * (m - 1):16 * m], tws[m])
        cc = tail + pp[r:]
        out += one(cc, tws[m - 1]) + pp[:r]
    return bytes(out)


def aes_xts(key, iv, data, decrypt):
    half = len(key) // 2
    k1, k2 = aes_expand(key[:half]), aes_expand(key[half:])
    f = aes_decrypt_block if decrypt else aes_encrypt_block
    return xts(lambda b: f(k1, b), lambda b: aes_encrypt_block(k2, b), iv,
               data, decrypt)


def sm4_xts(key, iv, data, decrypt, gb):
    k1, k2 = sm4_expand(key[:16]), sm4_expand(key[16:])
    d1 = list(reversed(k1)) if decrypt else k1
    return xts(lambda b: sm4_block(d1, b), lambda b: sm4_block(k2, b), iv,
               data, decrypt, gb)


def _self_test():
    h = bytes.fromhex
    rk = aes_expand(h("000102030405060708090a0b0c0d0e0f"))
    assert aes_encrypt_block(rk, h("00112233445566778899aabbccddeeff")) == \
        h("69c4e0d86a7b0430d8cdb78070b4c55a")           # FIPS 197 C.1
    assert aes_decrypt_block(rk, h("69c4e0d86a7b0430d8cdb78070b4c55a")) == \
        h("00112233445566778899aabbccddeeff")
    rk = aes_expand(h("000102030405060708090a0b0c0d0e0f1011121314151617"))
    assert aes_encrypt_block(rk, h("00112233445566778899aabbccddeeff")) == \
        h("dda97ca4864cdfe06eaf70a0ec0d7191")           # C.2
    rk = aes_expand(h("000102030405060708090a0b0c0d0e0f"
                      "101112131415161718191a1b1c1d1e1f"))
    assert aes_encrypt_block(rk, h("00112233445566778899aabbccddeeff")) == \
        h("8ea2b7ca516745bfeafc49904b496089")           # C.3
    rk = sm4_expand(h("0123456789abcdeffedcba9876543210"))
    assert sm4_block(rk, h("0123456789abcdeffedcba9876543210")) == \
        h("681edf34d206965e86b3e94f536e4246")           # GB/T 32907 A.1
    # GCM test case 2 of the GCM specification (McGrew, Viega)
    ct, tag = gcm(b"\0" * 16, b"\0" * 12, b"", b"\0" * 16)
    assert ct == h("0388dace60b6a392f328c2b971b2fe78")
    assert tag == h("ab6e47d42cec13bdf53a67b21257bddf")
    print("vcrypto_model: self-test ok")


if __name__ == "__main__":
    _self_test()
    sys.exit(0)
