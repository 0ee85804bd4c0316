/* test_ecc.c
 *
 * testwolfcrypt module for ECC (P-256, P-384, P-521): known answers
 * (RFC 6979 P-256 rejection vector from C2SP/CCTV, Wycheproof ECDH and
 * ECDSA cases), round trips on all three curves (key generation, ECDSA
 * with random and deterministic nonces, ECDH, X9.63 both forms, raw and
 * DER import/export) and the point API.  ecc_test() returns 0 on success
 * or a negative number naming the failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <string.h>

int ecc_test(void);

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)

/* Hex text to bytes; returns the byte count or -1. */
static int test_hex(const char* hex, byte* out, word32 max)
{
    word32 n = (word32)strlen(hex), i;

    if (((n & 1) != 0) || (n / 2 > max))
        return -1;
    for (i = 0; i < n; i++) {
        char ch = hex[i];
        int v = (ch >= '0' && ch <= '9') ? ch - '0' :
                (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10 :
                (ch >= 'A' && ch <= 'F') ? ch - 'A' + 10 : -1;
        if (v < 0)
            return -1;
        if ((i & 1) == 0)
            out[i / 2] = (byte)(v << 4);
        else
            out[i / 2] |= (byte)v;
    }
    return (int)(n / 2);
}

/* ---------------------------------------------------------------------- */
/* RFC 6979 P-256 / SHA-256, CCTV vector whose first candidate is rejected */
/* (tests/vectors/ecdsa/rfc6979_p256_rejection_cctv.txt)                   */
/* ---------------------------------------------------------------------- */
static const char cctv_x[] =
    "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721";
static const char cctv_ux[] =
    "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6";
static const char cctv_uy[] =
    "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299";
static const char cctv_r[] =
    "EFD9073B652E76DA1B5A019C0E4A2E3FA529B035A6ABB91EF67F0ED7A1F21234";
static const char cctv_s[] =
    "3DB4706C9D9F4A4FE13BB5E08EF0FAB53A57DBAB2061C83A35FA411C68D2BA33";

static int test_rfc6979_cctv(void)
{
    ecc_key key, priv;
    mp_int r, s, er, es;
    byte hash[32], sig[ECC_MAX_SIG_SIZE], sig2[ECC_MAX_SIG_SIZE], d[32];
    word32 sigSz = sizeof(sig), sig2Sz = sizeof(sig2);
    int ret = 0, res = 0;
    ecc_point* q = NULL;

    wc_ecc_init(&key);
    wc_ecc_init(&priv);
    mp_init_multi(&r, &s, &er, &es, NULL, NULL);
    CHECK(wc_Sha256Hash((const byte*)"wv[vnX", 6, hash) == 0, -100);
    CHECK(wc_ecc_import_raw_ex(&key, cctv_ux, cctv_uy, cctv_x,
                               ECC_SECP256R1) == 0, -101);
    CHECK(wc_ecc_check_key(&key) == 0, -102);
    CHECK(wc_ecc_set_deterministic(&key, 1) == 0, -103);
    CHECK(wc_ecc_sign_hash_ex(hash, sizeof(hash), NULL, &key, &r, &s) == 0,
          -104);
    CHECK(mp_read_radix(&er, cctv_r, MP_RADIX_HEX) == 0, -105);
    CHECK(mp_read_radix(&es, cctv_s, MP_RADIX_HEX) == 0, -106);
    CHECK(mp_cmp(&r, &er) == MP_EQ, -107);
    CHECK(mp_cmp(&s, &es) == MP_EQ, -108);
    /* DER form: deterministic, so two signatures are identical. */
    CHECK(wc_ecc_sign_hash(hash, sizeof(hash), sig, &sigSz, NULL, &key) == 0,
          -109);
    CHECK(wc_ecc_sign_hash(hash, sizeof(hash), sig2, &sig2Sz, NULL,
                           &key) == 0, -110);
    CHECK((sigSz == sig2Sz) && (memcmp(sig, sig2, sigSz) == 0), -111);
    CHECK(wc_ecc_verify_hash(sig, sigSz, hash, sizeof(hash), &res,
                             &key) == 0 && res == 1, -112);
    CHECK(wc_ecc_verify_hash_ex(&er, &es, hash, sizeof(hash), &res,
                                &key) == 0 && res == 1, -113);
    /* The public key follows from the private scalar. */
    CHECK(test_hex(cctv_x, d, sizeof(d)) == 32, -114);
    CHECK(wc_ecc_import_private_key_ex(d, 32, NULL, 0, &priv,
                                       ECC_SECP256R1) == 0, -115);
    CHECK(priv.type == ECC_PRIVATEKEY_ONLY, -116);
    q = wc_ecc_new_point();
    CHECK(q != NULL, -117);
    CHECK(wc_ecc_make_pub(&priv, q) == 0, -118);
    CHECK(wc_ecc_cmp_point(q, &key.pubkey) == MP_EQ, -119);
out:
    wc_ecc_del_point(q);
    mp_clear(&r);
    mp_clear(&s);
    wc_ecc_free(&key);
    wc_ecc_free(&priv);
    return ret;
}

/* ---------------------------------------------------------------------- */
/* ECDH known answers: Wycheproof ecdh_secp{256,384,521}r1_test.json tcId 1 */
/* ---------------------------------------------------------------------- */
typedef struct ecdh_kat {
    int         curve;
    const char* pub;        /* SubjectPublicKeyInfo DER */
    const char* priv;
    const char* shared;
} ecdh_kat;

static const ecdh_kat ecdh_kats[] = {
    { ECC_SECP256R1,
      "3059301306072a8648ce3d020106082a8648ce3d0301070342000462d5bd3372"
      "af75fe85a040715d0f502428e07046868b0bfdfa61d731afe44f26ac333a93a9"
      "e70a81cd5a95b5bf8d13990eb741c8c38872b4a07d275a014e30cf",
      "0612465c89a023ab17855b0a6bcebfd3febb53aef84138647b5352e02c10c346",
      "53020d908b0219328b658b525f26780e3ae12bcd952bb25a93bc0895e1714285" },
    { ECC_SECP384R1,
      "3076301006072a8648ce3d020106052b8104002203620004790a6e059ef9a594"
      "0163183d4a7809135d29791643fc43a2f17ee8bf677ab84f791b64a6be15969f"
      "fa012dd9185d8796d9b954baa8a75e82df711b3b56eadff6b0f668c3b26b4b1a"
      "eb308a1fcc1c680d329a6705025f1c98a0b5e5bfcb163caa",
      "766e61425b2da9f846c09fc3564b93a6f8603b7392c785165bf20da948c49fd1"
      "fb1dee4edd64356b9f21c588b75dfd81",
      "6461defb95d996b24296f5a1832b34db05ed031114fbe7d98d098f93859866e4"
      "de1e229da71fef0c77fe49b249190135" },
    { ECC_SECP521R1,
      "30819b301006072a8648ce3d020106052b8104002303818600040064da3e9473"
      "3db536a74a0d8a5cb2265a31c54a1da6529a198377fbd38575d9d79769ca2bdf"
      "2d4c972642926d444891a652e7f492337251adf1613cf3077999b5ce00e04ad1"
      "9cf9fd4722b0c824c069f70c3c0e7ebc5288940dfa92422152ae4a4f79183ced"
      "375afb54db1409ddf338b85bb6dbfc5950163346bb63a90a70c5aba098f7",
      "01939982b529596ce77a94bc6efd03e92c21a849eb4f87b8f619d506efc9bb22"
      "e7c61640c90d598f795b64566dc6df43992ae34a1341d458574440a7371f611c"
      "7dcd",
      "01f1e410f2c6262bce6879a3f46dfb7dd11d30eeee9ab49852102e1892201dd1"
      "0f27266c2cf7cbccc7f6885099043dad80ff57f0df96acf283fb090de53df95f"
      "7d87" }
};

static int test_ecdh_kat(const ecdh_kat* t, int n)
{
    ecc_key pub, priv;
    byte der[200], d[MAX_ECC_BYTES], want[MAX_ECC_BYTES], got[MAX_ECC_BYTES];
    word32 idx = 0, gotSz = sizeof(got);
    int derSz, dSz, wantSz, ret = 0;

    wc_ecc_init(&pub);
    wc_ecc_init(&priv);
    derSz = test_hex(t->pub, der, sizeof(der));
    dSz = test_hex(t->priv, d, sizeof(d));
    wantSz = test_hex(t->shared, want, sizeof(want));
    CHECK(derSz > 0 && dSz > 0 && wantSz > 0, -200 - 10 * n);
    CHECK(wc_EccPublicKeyDecode(der, &idx, &pub, (word32)derSz) == 0,
          -201 - 10 * n);
    CHECK(idx == (word32)derSz, -202 - 10 * n);
    CHECK(wc_ecc_import_private_key_ex(d, (word32)dSz, NULL, 0, &priv,
                                       t->curve) == 0, -203 - 10 * n);
    CHECK(wc_ecc_shared_secret(&priv, &pub, got, &gotSz) == 0,
          -204 - 10 * n);
    CHECK((gotSz == (word32)wantSz) && (memcmp(got, want, gotSz) == 0),
          -205 - 10 * n);
out:
    wc_ecc_free(&pub);
    wc_ecc_free(&priv);
    return ret;
}

/* Wycheproof ecdsa_secp256r1_sha256_test.json tcId 1 (empty message). */
static const char wp_ecdsa_pub[] =
    "0404aaec73635726f213fb8a9e64da3b8632e41495a944d0045b522eba7240fad5"
    "87d9315798aaa3a5ba01775787ced05eaaf7b4e09fc81d6d1aa546e8365d525d";
static const char wp_ecdsa_sig[] =
    "3045022100b292a619339f6e567a305c951c0dcbcc42d16e47f219f9e98e76e09d"
    "8770b34a02200177e60492c5a8242f76f07bfe3661bde59ec2a17ce5bd2dab2abe"
    "bdf89a62e2";

static int test_ecdsa_verify_kat(void)
{
    ecc_key key;
    byte pub[65], sig[80], hash[32];
    int pubSz, sigSz, res = -1, ret = 0;

    wc_ecc_init(&key);
    pubSz = test_hex(wp_ecdsa_pub, pub, sizeof(pub));
    sigSz = test_hex(wp_ecdsa_sig, sig, sizeof(sig));
    CHECK(pubSz == 65 && sigSz > 0, -300);
    CHECK(wc_Sha256Hash(NULL, 0, hash) == 0, -301);
    CHECK(wc_ecc_import_x963(pub, (word32)pubSz, &key) == 0, -302);
    CHECK(wc_ecc_verify_hash(sig, (word32)sigSz, hash, sizeof(hash), &res,
                             &key) == 0 && res == 1, -303);
    hash[31] ^= 1;
    CHECK(wc_ecc_verify_hash(sig, (word32)sigSz, hash, sizeof(hash), &res,
                             &key) == 0 && res == 0, -304);
out:
    wc_ecc_free(&key);
    return ret;
}

/* ---------------------------------------------------------------------- */
/* Round trips on one curve                                                */
/* ---------------------------------------------------------------------- */

/* Sign / verify: random and deterministic nonces, DER and (r, s), hash
 * longer than the order (only the leftmost bits count). */
static int test_sign_verify(WC_RNG* rng, ecc_key* a, int base)
{
    byte hash[80], sig[ECC_MAX_SIG_SIZE], sig2[ECC_MAX_SIG_SIZE];
    byte rb[MAX_ECC_BYTES], sb[MAX_ECC_BYTES];
    word32 sigSz = sizeof(sig), sig2Sz = sizeof(sig2);
    word32 rSz = sizeof(rb), sSz = sizeof(sb);
    int size = wc_ecc_size(a), res = -1, ret = 0, i;

    for (i = 0; i < (int)sizeof(hash); i++)
        hash[i] = (byte)(i * 7 + 3);
    CHECK(wc_ecc_sign_hash(hash, 32, sig, &sigSz, rng, a) == 0, base - 1);
    CHECK((int)sigSz <= wc_ecc_sig_size(a), base - 2);
    CHECK(wc_ecc_verify_hash(sig, sigSz, hash, 32, &res, a) == 0 &&
          res == 1, base - 3);
    hash[5] ^= 0x10;
    CHECK(wc_ecc_verify_hash(sig, sigSz, hash, 32, &res, a) == 0 &&
          res == 0, base - 4);
    hash[5] ^= 0x10;
    /* sig -> (r, s) bytes -> sig gives the same encoding. */
    CHECK(wc_ecc_sig_to_rs(sig, sigSz, rb, &rSz, sb, &sSz) == 0, base - 5);
    CHECK(wc_ecc_rs_raw_to_sig(rb, rSz, sb, sSz, sig2, &sig2Sz) == 0,
          base - 6);
    CHECK(sig2Sz == sigSz && memcmp(sig, sig2, sigSz) == 0, base - 7);
    /* A hash longer than the order: signing all 80 bytes equals signing
     * its leftmost ceil(bits/8) bytes (P-521: 66 bytes, top 521 bits). */
    sigSz = sizeof(sig);
    CHECK(wc_ecc_sign_hash(hash, sizeof(hash), sig, &sigSz, rng, a) == 0,
          base - 8);
    CHECK(wc_ecc_verify_hash(sig, sigSz, hash, (word32)size, &res, a) == 0
          && res == 1, base - 9);
    CHECK(wc_ecc_verify_hash(sig, sigSz, hash, sizeof(hash), &res, a) == 0
          && res == 1, base - 10);
    /* Deterministic signatures repeat; random ones do not. */
    CHECK(wc_ecc_set_deterministic(a, 1) == 0, base - 11);
    sigSz = sig2Sz = sizeof(sig);
    CHECK(wc_ecc_sign_hash(hash, 48, sig, &sigSz, NULL, a) == 0, base - 12);
    CHECK(wc_ecc_sign_hash(hash, 48, sig2, &sig2Sz, NULL, a) == 0,
          base - 13);
    CHECK(sigSz == sig2Sz && memcmp(sig, sig2, sigSz) == 0, base - 14);
    CHECK(wc_ecc_verify_hash(sig, sigSz, hash, 48, &res, a) == 0 &&
          res == 1, base - 15);
    CHECK(wc_ecc_set_deterministic(a, 0) == 0, base - 16);
    sig2Sz = sizeof(sig2);
    CHECK(wc_ecc_sign_hash(hash, 48, sig2, &sig2Sz, rng, a) == 0,
          base - 17);
    CHECK(sigSz != sig2Sz || memcmp(sig, sig2, sigSz) != 0, base - 18);
out:
    return ret;
}

/* X9.63 (both forms), raw and unsigned import/export of the public and
 * private parts reproduce the key. */
static int test_import_export(ecc_key* a, int curve, int base)
{
    ecc_key b;
    byte buf[ECC_BUFSIZE], qx[MAX_ECC_BYTES], qy[MAX_ECC_BYTES];
    byte d[MAX_ECC_BYTES];
    char hx[2 * MAX_ECC_BYTES + 1], hy[2 * MAX_ECC_BYTES + 1];
    char hd[2 * MAX_ECC_BYTES + 1];
    word32 sz = sizeof(buf), qxSz = sizeof(qx), qySz = sizeof(qy);
    word32 dSz = sizeof(d);
    int size = wc_ecc_size(a), ret = 0, i;

    wc_ecc_init(&b);
    CHECK(wc_ecc_export_x963(a, buf, &sz) == 0, base - 1);
    CHECK(sz == (word32)(1 + 2 * size) && buf[0] == 0x04, base - 2);
    CHECK(wc_ecc_import_x963_ex(buf, sz, &b, curve) == 0, base - 3);
    CHECK(wc_ecc_cmp_point(&a->pubkey, &b.pubkey) == MP_EQ, base - 4);
    sz = sizeof(buf);
    CHECK(wc_ecc_export_x963_ex(a, buf, &sz, 1) == 0, base - 5);
    CHECK(sz == (word32)(1 + size) && (buf[0] == 2 || buf[0] == 3),
          base - 6);
    CHECK(wc_ecc_import_x963(buf, sz, &b) == 0, base - 7);
    CHECK(wc_ecc_cmp_point(&a->pubkey, &b.pubkey) == MP_EQ, base - 8);
    CHECK(wc_ecc_get_curve_id(b.idx) == curve, base - 9);
    /* Flipping the parity byte gives the other root (the negated point). */
    buf[0] ^= 1;
    CHECK(wc_ecc_import_x963(buf, sz, &b) == 0, base - 10);
    CHECK(mp_cmp(a->pubkey.x, b.pubkey.x) == MP_EQ &&
          mp_cmp(a->pubkey.y, b.pubkey.y) != MP_EQ, base - 11);
    /* Raw: binary coordinates and scalar. */
    CHECK(wc_ecc_export_public_raw(a, qx, &qxSz, qy, &qySz) == 0, base - 12);
    CHECK(wc_ecc_export_private_only(a, d, &dSz) == 0, base - 13);
    CHECK(qxSz == (word32)size && qySz == (word32)size &&
          dSz == (word32)size, base - 14);
    CHECK(wc_ecc_import_unsigned(&b, qx, qy, d, curve) == 0, base - 15);
    CHECK(b.type == ECC_PRIVATEKEY && mp_cmp(a->k, b.k) == MP_EQ, base - 16);
    CHECK(wc_ecc_check_key(&b) == 0, base - 17);
    /* Raw: hex strings. */
    for (i = 0; i < size; i++) {
        static const char hexd[] = "0123456789abcdef";
        hx[2 * i] = hexd[qx[i] >> 4]; hx[2 * i + 1] = hexd[qx[i] & 15];
        hy[2 * i] = hexd[qy[i] >> 4]; hy[2 * i + 1] = hexd[qy[i] & 15];
        hd[2 * i] = hexd[d[i] >> 4];  hd[2 * i + 1] = hexd[d[i] & 15];
    }
    hx[2 * size] = hy[2 * size] = hd[2 * size] = '\0';
    CHECK(wc_ecc_import_raw(&b, hx, hy, hd, wc_ecc_get_name(curve)) == 0,
          base - 18);
    CHECK(mp_cmp(a->k, b.k) == MP_EQ &&
          wc_ecc_cmp_point(&a->pubkey, &b.pubkey) == MP_EQ, base - 19);
    CHECK(wc_ecc_import_raw_ex(&b, hx, hy, NULL, curve) == 0 &&
          b.type == ECC_PUBLICKEY, base - 20);
    /* Private key with X9.63 public key. */
    sz = sizeof(buf);
    CHECK(wc_ecc_export_x963(a, buf, &sz) == 0, base - 21);
    CHECK(wc_ecc_import_private_key(d, dSz, buf, sz, &b) == 0 &&
          b.type == ECC_PRIVATEKEY, base - 22);
    CHECK(wc_ecc_check_key(&b) == 0, base - 23);
out:
    memset(d, 0, sizeof(d));
    wc_ecc_free(&b);
    return ret;
}

/* DER: SEC1 (with and without public key), PKCS#8, SubjectPublicKeyInfo
 * decode back to the same key. */
static int test_der(ecc_key* a, int base)
{
    ecc_key b;
    byte der[400];
    word32 idx, sz;
    int derSz, ret = 0;

    wc_ecc_init(&b);
    derSz = wc_EccKeyToDer(a, der, sizeof(der));
    CHECK(derSz > 0 && derSz == wc_EccKeyToDer(a, NULL, 0), base - 1);
    idx = 0;
    CHECK(wc_EccPrivateKeyDecode(der, &idx, &b, (word32)derSz) == 0 &&
          idx == (word32)derSz, base - 2);
    CHECK(b.type == ECC_PRIVATEKEY && mp_cmp(a->k, b.k) == MP_EQ &&
          wc_ecc_cmp_point(&a->pubkey, &b.pubkey) == MP_EQ &&
          b.idx == a->idx, base - 3);
    derSz = wc_EccPrivateKeyToDer(a, der, sizeof(der));
    CHECK(derSz > 0, base - 4);
    wc_ecc_free(&b);
    wc_ecc_init(&b);
    idx = 0;
    CHECK(wc_EccPrivateKeyDecode(der, &idx, &b, (word32)derSz) == 0,
          base - 5);
    CHECK(b.type == ECC_PRIVATEKEY_ONLY && mp_cmp(a->k, b.k) == MP_EQ &&
          b.idx == a->idx, base - 6);
    sz = 0;
    CHECK(wc_EccKeyToPKCS8(a, NULL, &sz) == LENGTH_ONLY_E && sz > 0 &&
          sz <= sizeof(der), base - 7);
    derSz = wc_EccKeyToPKCS8(a, der, &sz);
    CHECK(derSz > 0 && (word32)derSz == sz, base - 8);
    idx = 0;
    CHECK(wc_EccPrivateKeyDecode(der, &idx, &b, (word32)derSz) == 0 &&
          idx == (word32)derSz, base - 9);
    CHECK(b.type == ECC_PRIVATEKEY && mp_cmp(a->k, b.k) == MP_EQ, base - 10);
    derSz = wc_EccPublicKeyToDer(a, der, sizeof(der), 1);
    CHECK(derSz > 0 && derSz == wc_EccPublicKeyToDer(a, NULL, 0, 1),
          base - 11);
    idx = 0;
    CHECK(wc_EccPublicKeyDecode(der, &idx, &b, (word32)derSz) == 0 &&
          idx == (word32)derSz, base - 12);
    CHECK(b.type == ECC_PUBLICKEY &&
          wc_ecc_cmp_point(&a->pubkey, &b.pubkey) == MP_EQ, base - 13);
out:
    wc_ecc_free(&b);
    return ret;
}

static int test_curve(WC_RNG* rng, int curve, int size, int base)
{
    ecc_key a, b;
    byte s1[MAX_ECC_BYTES], s2[MAX_ECC_BYTES];
    word32 s1Sz = sizeof(s1), s2Sz = sizeof(s2);
    int ret = 0;

    wc_ecc_init(&a);
    wc_ecc_init(&b);
    CHECK(wc_ecc_make_key_ex(rng, size, &a, curve) == 0, base - 1);
    CHECK(wc_ecc_make_key(rng, size, &b) == 0, base - 2);
    CHECK(a.type == ECC_PRIVATEKEY && wc_ecc_size(&a) == size &&
          wc_ecc_get_curve_id(b.idx) == curve, base - 3);
    CHECK(wc_ecc_check_key(&a) == 0 && wc_ecc_check_key(&b) == 0, base - 4);
    CHECK(wc_ecc_shared_secret(&a, &b, s1, &s1Sz) == 0, base - 5);
    CHECK(wc_ecc_shared_secret(&b, &a, s2, &s2Sz) == 0, base - 6);
    CHECK(s1Sz == (word32)size && s2Sz == s1Sz &&
          memcmp(s1, s2, s1Sz) == 0, base - 7);
    ret = test_sign_verify(rng, &a, base - 10);
    if (ret == 0)
        ret = test_import_export(&a, curve, base - 40);
    if (ret == 0)
        ret = test_der(&a, base - 70);
out:
    wc_ecc_free(&a);
    wc_ecc_free(&b);
    return ret;
}

/* ---------------------------------------------------------------------- */
/* Point API and the ladder's special cases                                */
/* ---------------------------------------------------------------------- */

/* R = k * G through the public API, with k = n - sub (sub > 0) or
 * k = add. */
static int test_mul(ecc_point* g, ecc_point* r, mp_int* k, mp_int* a,
                    mp_int* p, const ecc_set_type* dp, int sub, int add)
{
    int err;

    if (sub > 0) {
        err = mp_read_radix(k, dp->order, MP_RADIX_HEX);
        if (err == 0)
            err = mp_sub_d(k, (mp_digit)sub, k);
    }
    else {
        err = mp_set(k, (mp_digit)add);
    }
    if (err == 0)
        err = wc_ecc_mulmod(k, g, r, a, p, 1);
    return err;
}

/* k = 1, 2, n - 1, n - 2, the ends of the scalar range (where a ladder
 * meets R0 = O, R1 = O and R0 + R1 = O in its last steps): G, 2G, -G and
 * -2G must come out, with -P = (x, p - y). */
static int test_points_curve(int idx)
{
    const ecc_set_type* dp = wc_ecc_get_curve_params(idx);
    ecc_point *g = NULL, *r = NULL, *c = NULL, *g2 = NULL;
    mp_int k, p, a;
    int ret = 0, base = -500 - 40 * idx, i;

    mp_init_multi(&k, &p, &a, NULL, NULL, NULL);
    g = wc_ecc_new_point();
    r = wc_ecc_new_point();
    c = wc_ecc_new_point();
    g2 = wc_ecc_new_point();
    CHECK(dp != NULL && g != NULL && r != NULL && c != NULL && g2 != NULL,
          base);
    CHECK(mp_read_radix(g->x, dp->Gx, MP_RADIX_HEX) == 0 &&
          mp_read_radix(g->y, dp->Gy, MP_RADIX_HEX) == 0 &&
          mp_set(g->z, 1) == 0, base - 1);
    CHECK(mp_read_radix(&p, dp->prime, MP_RADIX_HEX) == 0 &&
          mp_read_radix(&a, dp->Af, MP_RADIX_HEX) == 0, base - 2);
    CHECK(wc_ecc_point_is_on_curve(g, idx) == 0, base - 3);
    CHECK(wc_ecc_point_is_at_infinity(g) == 0, base - 4);
    CHECK(wc_ecc_copy_point(g, c) == 0 && wc_ecc_cmp_point(g, c) == MP_EQ,
          base - 5);
    CHECK(mp_add_d(c->y, 1, c->y) == 0, base - 6);
    CHECK(wc_ecc_point_is_on_curve(c, idx) == IS_POINT_E, base - 7);
    CHECK(wc_ecc_cmp_point(g, c) != MP_EQ, base - 8);
    /* 1 * G = G */
    CHECK(test_mul(g, r, &k, &a, &p, dp, 0, 1) == 0, base - 9);
    CHECK(wc_ecc_cmp_point(g, r) == MP_EQ, base - 10);
    /* 2 * G: on the curve, not G */
    CHECK(test_mul(g, g2, &k, &a, &p, dp, 0, 2) == 0, base - 11);
    CHECK(wc_ecc_point_is_on_curve(g2, idx) == 0 &&
          wc_ecc_cmp_point(g, g2) != MP_EQ, base - 12);
    /* (n - 1) * G = -G */
    CHECK(test_mul(g, r, &k, &a, &p, dp, 1, 0) == 0, base - 13);
    CHECK(mp_sub(&p, g->y, c->y) == 0 && mp_copy(g->x, c->x) == 0 &&
          mp_set(c->z, 1) == 0, base - 14);
    CHECK(wc_ecc_cmp_point(c, r) == MP_EQ, base - 15);
    /* (n - 2) * G = -2G */
    CHECK(test_mul(g, r, &k, &a, &p, dp, 2, 0) == 0, base - 16);
    CHECK(mp_sub(&p, g2->y, c->y) == 0 && mp_copy(g2->x, c->x) == 0 &&
          mp_set(c->z, 1) == 0, base - 17);
    CHECK(wc_ecc_cmp_point(c, r) == MP_EQ, base - 18);
    /* k = 1..32: on the curve, and k G = (k / 2) (2 G) for even k.  The
     * one k = 2d mod n (d < 16) whose last window addition meets
     * acc = entry (the doubling case) is among them for every curve. */
    for (i = 1; i <= 32; i++) {
        CHECK(test_mul(g, r, &k, &a, &p, dp, 0, i) == 0, base - 21);
        CHECK(wc_ecc_point_is_on_curve(r, idx) == 0 &&
              wc_ecc_point_is_at_infinity(r) == 0, base - 22);
        if ((i % 2) == 0) {
            CHECK(test_mul(g2, c, &k, &a, &p, dp, 0, i / 2) == 0 &&
                  wc_ecc_cmp_point(c, r) == MP_EQ, base - 23);
        }
    }
    /* (0, 0) is the point at infinity and not on the curve. */
    mp_zero(c->x);
    mp_zero(c->y);
    CHECK(wc_ecc_point_is_at_infinity(c) == 1, base - 19);
    CHECK(wc_ecc_point_is_on_curve(c, idx) != 0, base - 20);
out:
    wc_ecc_del_point(g);
    wc_ecc_del_point(r);
    wc_ecc_del_point(c);
    wc_ecc_del_point(g2);
    return ret;
}

static int test_points(void)
{
    int ret = 0, i;

    for (i = 0; (ret == 0) && (i < 3); i++)
        ret = test_points_curve(i);
    return ret;
}

int ecc_test(void)
{
    WC_RNG rng;
    int ret, i;

    ret = test_rfc6979_cctv();
    for (i = 0; (ret == 0) && (i < 3); i++)
        ret = test_ecdh_kat(&ecdh_kats[i], i);
    if (ret == 0)
        ret = test_ecdsa_verify_kat();
    if (ret == 0)
        ret = test_points();
    if (ret != 0)
        return ret;
    if (wc_InitRng(&rng) != 0)
        return -1;
    ret = test_curve(&rng, ECC_SECP256R1, 32, -1000);
    if (ret == 0)
        ret = test_curve(&rng, ECC_SECP384R1, 48, -2000);
    if (ret == 0)
        ret = test_curve(&rng, ECC_SECP521R1, 66, -3000);
    wc_FreeRng(&rng);
    return ret;
}
