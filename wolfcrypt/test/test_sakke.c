/* test_sakke.c
 *
 * testwolfcrypt module for SAKKE (RFC 6508 with RFC 6509 parameter set 1).
 * Known answers: the RFC 6508 Appendix A example read from
 * $WOLFSSL_VECTORS_DIR/sakke/rfc6508_rfc6509_param_set1.txt - Z_S from
 * z_S, the RSK K_b, its validation, r = HashToIntegerRange(SSV || b, q),
 * R_(b,S), g = <P, P>, g^r = <R, K_b>, the mask, H and the Encapsulated
 * Data, and the SSV recovered by the receiver.  The pairing, g^r and
 * [r]I are also checked directly through the library's internal
 * interface (sakke_internal.h), and HashToIntegerRange is recomputed here
 * from SHA-256 and mp_mod.  Then round trips with random keys and
 * identities, and the tables: encapsulation and derivation with and
 * without the point-I and RSK tables give identical results.
 * sakke_test() returns 0 on success or a negative number naming the
 * failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef WOLFCRYPT_HAVE_SAKKE

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sakke.h>
#include "wolfcrypt/src/sakke_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sakke_test(void);

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)

#define FSZ SAKKE_FIELD_SIZE

/* ---------------------------------------------------------------------- */
/* The vector file                                                         */
/* ---------------------------------------------------------------------- */

typedef struct kat_vals {
    byte   q[FSZ], Px[FSZ], Py[FSZ], g[FSZ];
    byte   z[FSZ], Zx[FSZ], Zy[FSZ];
    byte   b[SAKKE_ID_MAX_SIZE];
    byte   Kbx[FSZ], Kby[FSZ];
    byte   ssv[SAKKE_MAX_SSV_SIZE];
    byte   r[FSZ], Rbx[FSZ], Rby[FSZ], gr[FSZ];
    byte   mask[SAKKE_MAX_SSV_SIZE], H[SAKKE_MAX_SSV_SIZE];
    byte   encap[1 + 2 * FSZ + SAKKE_MAX_SSV_SIZE];
    word32 zSz, bSz, ssvSz, maskSz, HSz, encapSz;
} kat_vals;

/* One field of the file: exact size (fixed-width field elements) or at
 * most max bytes with the length stored. */
typedef struct kat_field {
    const char* name;
    byte*       buf;
    word32      max;
    word32*     len;        /* NULL: exactly max bytes */
    int         seen;
} kat_field;

static int kat_hex(const char* hex, size_t n, byte* out, word32 max)
{
    size_t i;

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

/* Store "name = hex" into its field; unknown names are ignored. */
static int kat_line(kat_field* f, size_t nf, char* line)
{
    char* eq = strstr(line, " = ");
    size_t i, vl;
    int n;

    if (eq == NULL)
        return 0;
    *eq = '\0';
    eq += 3;
    vl = strcspn(eq, "\r\n");
    for (i = 0; i < nf; i++) {
        if (strcmp(f[i].name, line) != 0)
            continue;
        n = kat_hex(eq, vl, f[i].buf, f[i].max);
        if ((n < 0) || ((f[i].len == NULL) && ((word32)n != f[i].max)))
            return -1;
        if (f[i].len != NULL)
            *f[i].len = (word32)n;
        f[i].seen = 1;
    }
    return 0;
}

static int kat_load(kat_vals* v)
{
    kat_field f[] = {
        { "q", v->q, FSZ, NULL, 0 }, { "Px", v->Px, FSZ, NULL, 0 },
        { "Py", v->Py, FSZ, NULL, 0 }, { "g", v->g, FSZ, NULL, 0 },
        { "z", v->z, FSZ, &v->zSz, 0 }, { "Zx", v->Zx, FSZ, NULL, 0 },
        { "Zy", v->Zy, FSZ, NULL, 0 },
        { "b", v->b, SAKKE_ID_MAX_SIZE, &v->bSz, 0 },
        { "Kbx", v->Kbx, FSZ, NULL, 0 }, { "Kby", v->Kby, FSZ, NULL, 0 },
        { "SSV", v->ssv, SAKKE_MAX_SSV_SIZE, &v->ssvSz, 0 },
        { "r", v->r, FSZ, NULL, 0 }, { "Rbx", v->Rbx, FSZ, NULL, 0 },
        { "Rby", v->Rby, FSZ, NULL, 0 }, { "gr", v->gr, FSZ, NULL, 0 },
        { "mask", v->mask, SAKKE_MAX_SSV_SIZE, &v->maskSz, 0 },
        { "H", v->H, SAKKE_MAX_SSV_SIZE, &v->HSz, 0 },
        { "EncapsulatedData", v->encap, sizeof(v->encap), &v->encapSz, 0 }
    };
    const size_t nf = sizeof(f) / sizeof(f[0]);
    const char* dir = getenv("WOLFSSL_VECTORS_DIR");
    char path[512];
    char line[1024];
    FILE* fp;
    size_t i;
    int ret = 0;

    if ((dir == NULL) || (dir[0] == '\0'))
        dir = "tests/vectors";
    if (snprintf(path, sizeof(path), "%s/sakke/%s", dir,
                 "rfc6508_rfc6509_param_set1.txt") >= (int)sizeof(path))
        return -1;
    fp = fopen(path, "r");
    if (fp == NULL)
        return -2;
    while ((ret == 0) && (fgets(line, sizeof(line), fp) != NULL)) {
        if ((line[0] == '#') || (line[0] == '['))
            continue;
        ret = kat_line(f, nf, line);
    }
    fclose(fp);
    for (i = 0; (ret == 0) && (i < nf); i++)
        if (!f[i].seen)
            ret = -3;
    if ((ret == 0) && ((v->ssvSz != v->HSz) || (v->ssvSz != v->maskSz) ||
                       (v->encapSz != 1 + 2 * FSZ + v->ssvSz)))
        ret = -4;
    return ret;
}

/* ---------------------------------------------------------------------- */
/* Helpers                                                                 */
/* ---------------------------------------------------------------------- */

/* Everything a test needs, on the heap (sp_ints and keys are large). */
typedef struct sakke_tv {
    kat_vals  v;
    SakkeKey  kms, snd, rcv;
    ecc_point* pt;
    ecc_point* rsk;
    WC_RNG    rng;
    mp_int    a[1], b[1], c[1];
    byte      buf[2 * FSZ + 1];
    byte      auth[2 * FSZ + 1];
    byte      auth2[2 * FSZ + 1];
    byte      ssv[SAKKE_MAX_SSV_SIZE];
    byte      ssv2[SAKKE_MAX_SSV_SIZE];
    byte*     itab;
    byte*     rtab;
    word32    itabSz, rtabSz;
} sakke_tv;

/* 0 when the affine point p is (x, y) given as FSZ-byte strings. */
static int point_is(const ecc_point* p, const byte* x, const byte* y)
{
    byte e[FSZ];

    if (!mp_isone(p->z))
        return -1;
    if ((mp_to_unsigned_bin_len(p->x, e, FSZ) != 0) ||
        (memcmp(e, x, FSZ) != 0))
        return -2;
    if ((mp_to_unsigned_bin_len(p->y, e, FSZ) != 0) ||
        (memcmp(e, y, FSZ) != 0))
        return -3;
    return 0;
}

/* 0 when the mp_int a equals the FSZ-byte big-endian string x. */
static int mp_is(const mp_int* a, const byte* x)
{
    byte e[FSZ];

    if (mp_to_unsigned_bin_len(a, e, FSZ) != 0)
        return -1;
    return (memcmp(e, x, FSZ) == 0) ? 0 : -2;
}

static int point_set(ecc_point* p, const byte* x, const byte* y)
{
    if ((mp_read_unsigned_bin(p->x, x, FSZ) != 0) ||
        (mp_read_unsigned_bin(p->y, y, FSZ) != 0) || (mp_set(p->z, 1) != 0))
        return -1;
    return 0;
}

/* HashToIntegerRange(s1 || s2, n) with SHA-256 (RFC 6508 5.1), written
 * out independently of the library's version: A = H(s), h_0 = 0^256,
 * h_i = H(h_(i-1)), v_i = H(h_i || A), v = (v_1 || ... || v_l) mod n,
 * l = ceil(bits(n - 1) / 256). */
static int test_h2r(const byte* s1, word32 s1Sz, const byte* s2, word32 s2Sz,
                    const mp_int* n, mp_int* v)
{
    wc_Sha256 sha;
    byte a[32], h[32], vp[8 * 32];
    mp_int nm1;
    word32 l, i;
    int ret = 0;

    mp_init(&nm1);
    if (mp_sub_d(n, 1, &nm1) != 0)
        return -1;
    l = ((word32)mp_count_bits(&nm1) + 255) / 256;
    if ((l == 0) || (l > 8))
        return -2;
    if ((wc_InitSha256(&sha) != 0) ||
        (wc_Sha256Update(&sha, s1, s1Sz) != 0) ||
        ((s2Sz > 0) && (wc_Sha256Update(&sha, s2, s2Sz) != 0)) ||
        (wc_Sha256Final(&sha, a) != 0))
        return -3;
    memset(h, 0, sizeof(h));
    for (i = 0; (ret == 0) && (i < l); i++) {
        if ((wc_Sha256Hash(h, 32, h) != 0) || (wc_InitSha256(&sha) != 0) ||
            (wc_Sha256Update(&sha, h, 32) != 0) ||
            (wc_Sha256Update(&sha, a, 32) != 0) ||
            (wc_Sha256Final(&sha, vp + 32 * i) != 0))
            ret = -4;
    }
    if ((ret == 0) && ((mp_read_unsigned_bin(v, vp, 32 * l) != 0) ||
                       (mp_mod(v, n, v) != 0)))
        ret = -5;
    return ret;
}

/* ---------------------------------------------------------------------- */
/* RFC 6508 Appendix A                                                     */
/* ---------------------------------------------------------------------- */

/* The hash steps recomputed here: r and the mask from the file's SSV, b
 * and g^r; H = SSV xor mask. */
static int kat_hashes(sakke_tv* t)
{
    kat_vals* v = &t->v;
    int ret = 0;
    word32 i;

    CHECK(mp_read_unsigned_bin(t->b, v->q, FSZ) == 0, -10);
    CHECK(test_h2r(v->ssv, v->ssvSz, v->b, v->bSz, t->b, t->a) == 0, -11);
    CHECK(mp_is(t->a, v->r) == 0, -12);
    CHECK(mp_2expt(t->b, (int)(8 * v->ssvSz)) == 0, -13);
    CHECK(test_h2r(v->gr, FSZ, NULL, 0, t->b, t->a) == 0, -14);
    CHECK(mp_to_unsigned_bin_len(t->a, t->buf, (int)v->maskSz) == 0, -15);
    CHECK(memcmp(t->buf, v->mask, v->maskSz) == 0, -16);
    for (i = 0; i < v->ssvSz; i++)
        CHECK((v->ssv[i] ^ v->mask[i]) == v->H[i], -17);
out:
    return ret;
}

/* KMS: Z_S = [z_S]P, K_b = [(b + z_S)^-1]P, validation. */
static int kat_kms(sakke_tv* t)
{
    kat_vals* v = &t->v;
    byte z[FSZ];
    word32 sz;
    int ret = 0, valid = 0;

    /* The RFC's z has 20 bytes; the key encoding is 128, zero-padded. */
    memset(z, 0, sizeof(z));
    memcpy(z + FSZ - v->zSz, v->z, v->zSz);
    CHECK(wc_ImportSakkePrivateKey(&t->kms, v->z, v->zSz) == BUFFER_E, -19);
    CHECK(wc_ImportSakkePrivateKey(&t->kms, z, FSZ) == 0, -20);
    CHECK(wc_MakeSakkePublicKey(&t->kms, t->pt) == 0, -21);
    CHECK(point_is(t->pt, v->Zx, v->Zy) == 0, -22);
    sz = sizeof(t->buf);
    CHECK(wc_ExportSakkePublicKey(&t->kms, t->buf, &sz, 1) == 0, -23);
    CHECK((sz == 2 * FSZ) && (memcmp(t->buf, v->Zx, FSZ) == 0) &&
          (memcmp(t->buf + FSZ, v->Zy, FSZ) == 0), -24);
    CHECK(wc_MakeSakkeRsk(&t->kms, v->b, (word16)v->bSz, t->rsk) == 0, -25);
    CHECK(point_is(t->rsk, v->Kbx, v->Kby) == 0, -26);
    CHECK(wc_ValidateSakkeRsk(&t->kms, v->b, (word16)v->bSz, t->rsk,
                              &valid) == 0, -27);
    CHECK(valid == 1, -28);
    /* The same RSK is not valid for another identity. */
    CHECK(wc_ValidateSakkeRsk(&t->kms, v->b, (word16)(v->bSz - 1), t->rsk,
                              &valid) == 0, -29);
    CHECK(valid == 0, -30);
out:
    return ret;
}

/* Sender with the public key only (untrusted import: subgroup check) and
 * receiver with the RSK: R_(b,S), H, Encapsulated Data, SSV. */
static int kat_ssv(sakke_tv* t)
{
    kat_vals* v = &t->v;
    word16 authSz = sizeof(t->auth);
    word32 sz;
    int ret = 0;

    memcpy(t->buf, v->Zx, FSZ);
    memcpy(t->buf + FSZ, v->Zy, FSZ);
    CHECK(wc_ImportSakkePublicKey(&t->snd, t->buf, 2 * FSZ, 0) == 0, -40);
    CHECK(wc_SetSakkeIdentity(&t->snd, v->b, (word16)v->bSz) == 0, -41);
    memcpy(t->ssv, v->ssv, v->ssvSz);
    CHECK(wc_MakeSakkeEncapsulatedSSV(&t->snd, WC_HASH_TYPE_SHA256, t->ssv,
              (word16)v->ssvSz, t->auth, &authSz) == 0, -42);
    CHECK(authSz == 1 + 2 * FSZ, -43);
    CHECK(memcmp(t->auth, v->encap, authSz) == 0, -44);
    CHECK(memcmp(t->auth + 1, v->Rbx, FSZ) == 0, -45);
    CHECK(memcmp(t->auth + 1 + FSZ, v->Rby, FSZ) == 0, -46);
    CHECK(memcmp(t->ssv, v->H, v->HSz) == 0, -47);
    CHECK(memcmp(t->ssv, v->encap + authSz, v->HSz) == 0, -48);

    CHECK(wc_ImportSakkePublicKey(&t->rcv, t->buf, 2 * FSZ, 1) == 0, -50);
    CHECK(wc_SetSakkeIdentity(&t->rcv, v->b, (word16)v->bSz) == 0, -51);
    sz = sizeof(t->buf);
    CHECK(wc_EncodeSakkeRsk(&t->rcv, t->rsk, t->buf, &sz, 0) == 0, -52);
    CHECK(wc_ImportSakkeRsk(&t->rcv, t->buf, sz) == 0, -53);
    CHECK(wc_DeriveSakkeSSV(&t->rcv, WC_HASH_TYPE_SHA256, t->ssv,
              (word16)v->ssvSz, t->auth, authSz) == 0, -54);
    CHECK(memcmp(t->ssv, v->ssv, v->ssvSz) == 0, -55);
out:
    return ret;
}

/* The internal operations against the file: g = <P, P>,
 * <R, K_b> = g^r (with and without the RSK table), g^r by
 * exponentiation, [r]I = R with and without the point-I table. */
static int kat_internal(sakke_tv* t)
{
    kat_vals* v = &t->v;
    sakke_ctx* c = NULL;
    word32 sz;
    int ret = 0;

    CHECK(sakke_ctx_new(NULL, &c) == 0, -60);
    CHECK(mp_is(c->q, v->q) == 0, -61);
    CHECK(point_set(t->pt, v->Px, v->Py) == 0, -62);
    CHECK(sakke_pairing(c, t->pt, NULL, 0, t->pt, t->a) == 0, -63);
    CHECK(mp_is(t->a, v->g) == 0, -64);
    CHECK(sakke_is_g(c, t->a) == 1, -65);
    CHECK(point_set(t->pt, v->Rbx, v->Rby) == 0, -66);
    CHECK(sakke_pairing(c, t->rsk, NULL, 0, t->pt, t->a) == 0, -67);
    CHECK(mp_is(t->a, v->gr) == 0, -68);
    CHECK(sakke_pairing(c, NULL, t->rtab, t->rtabSz, t->pt, t->a) == 0,
          -69);
    CHECK(mp_is(t->a, v->gr) == 0, -70);
    CHECK(mp_read_unsigned_bin(t->b, v->r, FSZ) == 0, -71);
    CHECK(sakke_pow_g(c, t->b, t->a) == 0, -72);
    CHECK(mp_is(t->a, v->gr) == 0, -73);
    /* [r]I from the key's point I for b. */
    sz = sizeof(t->buf);
    CHECK(wc_GetSakkePointI(&t->snd, t->buf, &sz) == 0, -74);
    CHECK(point_set(t->pt, t->buf, t->buf + FSZ) == 0, -75);
    CHECK(sakke_mul(c, t->b, t->pt, NULL, 0, NULL, t->pt) == 0, -76);
    CHECK(point_is(t->pt, v->Rbx, v->Rby) == 0, -77);
    CHECK(point_set(t->pt, t->buf, t->buf + FSZ) == 0, -78);
    CHECK(sakke_mul(c, t->b, t->pt, t->itab, t->itabSz, NULL, t->pt) == 0,
          -79);
    CHECK(point_is(t->pt, v->Rbx, v->Rby) == 0, -80);
out:
    sakke_ctx_free(c);
    return ret;
}

/* The tables: generate both, then the Appendix A encapsulation and
 * derivation again through them. */
static int kat_tables(sakke_tv* t)
{
    kat_vals* v = &t->v;
    word16 authSz = sizeof(t->auth2);
    word32 len = 0;
    int ret = 0;

    CHECK(wc_MakeSakkePointI(&t->snd, v->b, (word16)v->bSz) == 0, -90);
    CHECK(wc_GenerateSakkePointITable(&t->snd, NULL, &len) ==
          LENGTH_ONLY_E, -91);
    t->itab = (byte*)malloc(len);
    t->itabSz = len;
    CHECK(t->itab != NULL, -92);
    CHECK(wc_GenerateSakkePointITable(&t->snd, t->itab, &len) == 0, -93);
    CHECK(len == t->itabSz, -94);
    CHECK(wc_SetSakkePointITable(&t->snd, t->itab, len) == 0, -95);
    memcpy(t->ssv2, v->ssv, v->ssvSz);
    CHECK(wc_MakeSakkeEncapsulatedSSV(&t->snd, WC_HASH_TYPE_SHA256, t->ssv2,
              (word16)v->ssvSz, t->auth2, &authSz) == 0, -96);
    CHECK(memcmp(t->auth2, v->encap, authSz) == 0, -97);
    CHECK(memcmp(t->ssv2, v->H, v->HSz) == 0, -98);

    len = 0;
    CHECK(wc_GenerateSakkeRskTable(&t->rcv, t->rsk, NULL, &len) ==
          LENGTH_ONLY_E, -100);
    t->rtab = (byte*)malloc(len);
    t->rtabSz = len;
    CHECK(t->rtab != NULL, -101);
    CHECK(wc_GenerateSakkeRskTable(&t->rcv, t->rsk, t->rtab, &len) == 0,
          -102);
    CHECK(wc_SetSakkeRsk(&t->rcv, t->rsk, t->rtab, len) == 0, -103);
    CHECK(wc_DeriveSakkeSSV(&t->rcv, WC_HASH_TYPE_SHA256, t->ssv2,
              (word16)v->ssvSz, t->auth2, authSz) == 0, -104);
    CHECK(memcmp(t->ssv2, v->ssv, v->ssvSz) == 0, -105);
out:
    return ret;
}

/* 1 when the points p and r are equal (x, y and z compared). */
static int point_eq(const ecc_point* p, const ecc_point* r)
{
    return (mp_cmp(p->x, r->x) == MP_EQ) && (mp_cmp(p->y, r->y) == MP_EQ) &&
           (mp_cmp(p->z, r->z) == MP_EQ);
}

/* 1 when r = -p for affine p (y = p - y_p, or both y zero). */
static int point_is_neg(const sakke_ctx* c, const ecc_point* p,
                        const ecc_point* r, mp_int* t)
{
    if ((mp_sub(c->p, p->y, t) != MP_OKAY) || (mp_mod(t, c->p, t) != 0))
        return 0;
    return (mp_cmp(p->x, r->x) == MP_EQ) && (mp_cmp(t, r->y) == MP_EQ) &&
           mp_isone(r->z);
}

/* k = m q + d, 0 <= m, -1 <= d. */
static int k_set(const sakke_ctx* c, mp_int* k, int m, int d)
{
    int err = mp_set(k, (mp_digit)m);

    if (err == 0)
        err = mp_mul(c->q, k, k);
    if (err == 0)
        err = (d < 0) ? mp_sub_d(k, 1, k) : mp_add_d(k, (mp_digit)d, k);
    return err;
}

/* [k]A outside the order-q subgroup, which sakke_mul takes (it checks
 * only that A is on the curve): E(F_p) is cyclic of order p + 1 = 4q,
 * with (0, 0) its one point of order 2.  A of order 4q: the first
 * x = 3, 4, ... with x^3 - 3x a square, y = (x^3 - 3x)^q, and
 * [2q]A = (0, 0).  Then [4q - 1]A = -A and [4q]A = O; [k]A = [k - 1]A + A
 * (sakke_mul's Add, the complete addition) for k = q, 2q + 1 and a
 * random k; for B = [q]A (order 4), [3]B = -B and [4]B = O.  The ladder's
 * cases Q = O, Q = -b and Q = (0, 0), and points of order 4q, 4 and 2q
 * ([2q + 1]A - A). */
static int other_orders(sakke_tv* t)
{
    static const int mq[3] = { 1, 2, 0 }, dq[3] = { 0, 1, 0 };
    sakke_ctx* c = NULL;
    mp_int* k = t->b;
    mp_int* u = t->c;
    ecc_point* A = t->pt;
    ecc_point* B = t->rsk;
    ecc_point* R1 = wc_ecc_new_point();
    ecc_point* R2 = wc_ecc_new_point();
    int ret = 0, i, found = 0;

    CHECK((R1 != NULL) && (R2 != NULL), -300);
    CHECK(sakke_ctx_new(NULL, &c) == 0, -301);
    CHECK(mp_set(A->x, 2) == 0, -302);
    CHECK(mp_set(A->z, 1) == 0, -303);
    while (!found) {
        CHECK(mp_add_d(A->x, 1, A->x) == 0, -304);
        CHECK(mp_sqrmod(A->x, c->p, u) == 0, -305);
        CHECK(mp_sub_d(u, 3, u) == 0, -306);
        CHECK(mp_mulmod(u, A->x, c->p, u) == 0, -307);  /* x^3 - 3x */
        CHECK(mp_exptmod(u, c->q, c->p, A->y) == 0, -308);
        CHECK(mp_sqrmod(A->y, c->p, k) == 0, -309);
        if (mp_cmp(k, u) != MP_EQ)
            continue;
        CHECK(k_set(c, k, 2, 0) == 0, -310);
        CHECK(sakke_mul(c, k, A, NULL, 0, NULL, R1) == 0, -311);
        found = mp_iszero(R1->x) && mp_iszero(R1->y) && mp_isone(R1->z);
    }
    CHECK(k_set(c, k, 4, -1) == 0, -312);
    CHECK(sakke_mul(c, k, A, NULL, 0, NULL, R1) == 0, -313);
    CHECK(point_is_neg(c, A, R1, u), -314);
    CHECK(k_set(c, k, 4, 0) == 0, -315);
    CHECK(sakke_mul(c, k, A, NULL, 0, NULL, R1) == 0, -316);
    CHECK(mp_iszero(R1->z), -317);
    for (i = 0; i < 3; i++) {
        CHECK(k_set(c, k, mq[i], dq[i]) == 0, -318);
        if (i == 2)
            CHECK(mp_rand(k, (int)c->n, &t->rng) == 0, -319);
        CHECK(sakke_mul(c, k, A, NULL, 0, NULL, R1) == 0, -320);
        CHECK(mp_sub_d(k, 1, k) == 0, -321);
        CHECK(sakke_mul(c, k, A, NULL, 0, A, R2) == 0, -322);
        CHECK(point_eq(R1, R2), -323);
    }
    CHECK(k_set(c, k, 1, 0) == 0, -324);
    CHECK(sakke_mul(c, k, A, NULL, 0, NULL, B) == 0, -325);
    CHECK(mp_set(k, 3) == 0, -326);
    CHECK(sakke_mul(c, k, B, NULL, 0, NULL, R1) == 0, -327);
    CHECK(point_is_neg(c, B, R1, u), -328);
    CHECK(mp_set(k, 4) == 0, -329);
    CHECK(sakke_mul(c, k, B, NULL, 0, NULL, R1) == 0, -330);
    CHECK(mp_iszero(R1->z), -331);
out:
    sakke_ctx_free(c);
    wc_ecc_del_point(R1);
    wc_ecc_del_point(R2);
    return ret;
}

/* ---------------------------------------------------------------------- */
/* Random keys                                                             */
/* ---------------------------------------------------------------------- */

/* A fresh KMS key exported and imported into the receiver, an RSK for a
 * random identity, encapsulation/derivation with and without tables (all
 * results identical), and an RSK for another identity, which fails. */
static int roundtrip(sakke_tv* t)
{
    SakkeKey* k = &t->kms;
    byte id[40], id2[40];
    word16 ssvSz = 0, authSz = sizeof(t->auth), authSz2 = sizeof(t->auth2);
    word32 sz, len;
    int ret = 0, valid = 0;

    CHECK(wc_RNG_GenerateBlock(&t->rng, id, sizeof(id)) == 0, -200);
    memcpy(id2, id, sizeof(id));
    id2[7] ^= 0x10;
    CHECK(wc_FreeSakkeKey(k) == 0, -201);
    CHECK(wc_InitSakkeKey(k, NULL, INVALID_DEVID) == 0, -201);
    CHECK(wc_MakeSakkeKey(k, &t->rng) == 0, -202);
    sz = 0;
    CHECK(wc_ExportSakkeKey(k, NULL, &sz) == LENGTH_ONLY_E, -203);
    CHECK(sz == 3 * FSZ, -204);
    {
        byte kb[3 * FSZ];
        CHECK(wc_ExportSakkeKey(k, kb, &sz) == 0, -205);
        CHECK(wc_FreeSakkeKey(&t->rcv) == 0, -206);
        CHECK(wc_InitSakkeKey(&t->rcv, NULL, INVALID_DEVID) == 0, -207);
        CHECK(wc_ImportSakkeKey(&t->rcv, kb, sz) == 0, -208);
    }
    CHECK(wc_MakeSakkeRsk(&t->rcv, id, sizeof(id), t->rsk) == 0, -209);
    CHECK(wc_ValidateSakkeRsk(k, id, sizeof(id), t->rsk, &valid) == 0,
          -210);
    CHECK(valid == 1, -211);
    CHECK(wc_SetSakkeIdentity(k, id, sizeof(id)) == 0, -212);
    CHECK(wc_SetSakkeIdentity(&t->rcv, id, sizeof(id)) == 0, -213);
    CHECK(wc_GenerateSakkeSSV(k, &t->rng, NULL, &ssvSz) == LENGTH_ONLY_E,
          -214);
    CHECK(ssvSz == SAKKE_SSV_SIZE, -215);
    CHECK(wc_GenerateSakkeSSV(k, &t->rng, t->ssv, &ssvSz) == 0, -216);
    memcpy(t->ssv2, t->ssv, ssvSz);
    CHECK(wc_MakeSakkeEncapsulatedSSV(k, WC_HASH_TYPE_SHA256, t->ssv2,
              ssvSz, t->auth, &authSz) == 0, -217);
    /* The same SSV through the point-I table: identical output. */
    CHECK(wc_MakeSakkePointI(k, id, sizeof(id)) == 0, -218);
    len = t->itabSz;
    CHECK(wc_GenerateSakkePointITable(k, t->itab, &len) == 0, -219);
    CHECK(wc_SetSakkePointITable(k, t->itab, len) == 0, -220);
    memcpy(t->buf, t->ssv, ssvSz);
    CHECK(wc_MakeSakkeEncapsulatedSSV(k, WC_HASH_TYPE_SHA256, t->buf,
              ssvSz, t->auth2, &authSz2) == 0, -221);
    CHECK((authSz2 == authSz) && (memcmp(t->auth, t->auth2, authSz) == 0),
          -222);
    CHECK(memcmp(t->buf, t->ssv2, ssvSz) == 0, -223);
    /* Derive without and with the RSK table. */
    CHECK(wc_SetSakkeRsk(&t->rcv, t->rsk, NULL, 0) == 0, -224);
    memcpy(t->buf, t->ssv2, ssvSz);
    CHECK(wc_DeriveSakkeSSV(&t->rcv, WC_HASH_TYPE_SHA256, t->buf, ssvSz,
              t->auth, authSz) == 0, -225);
    CHECK(memcmp(t->buf, t->ssv, ssvSz) == 0, -226);
    len = t->rtabSz;
    CHECK(wc_GenerateSakkeRskTable(&t->rcv, t->rsk, t->rtab, &len) == 0,
          -227);
    CHECK(wc_SetSakkeRsk(&t->rcv, t->rsk, t->rtab, len) == 0, -228);
    memcpy(t->buf, t->ssv2, ssvSz);
    CHECK(wc_DeriveSakkeSSV(&t->rcv, WC_HASH_TYPE_SHA256, t->buf, ssvSz,
              t->auth, authSz) == 0, -229);
    CHECK(memcmp(t->buf, t->ssv, ssvSz) == 0, -230);
    /* An RSK of another identity: not valid, and derivation fails. */
    CHECK(wc_MakeSakkeRsk(k, id2, sizeof(id2), t->rsk) == 0, -231);
    CHECK(wc_ValidateSakkeRsk(k, id, sizeof(id), t->rsk, &valid) == 0,
          -232);
    CHECK(valid == 0, -233);
    CHECK(wc_SetSakkeRsk(&t->rcv, t->rsk, NULL, 0) == 0, -234);
    memcpy(t->buf, t->ssv2, ssvSz);
    CHECK(wc_DeriveSakkeSSV(&t->rcv, WC_HASH_TYPE_SHA256, t->buf, ssvSz,
              t->auth, authSz) == SAKKE_VERIFY_FAIL_E, -235);
    CHECK(memcmp(t->buf, t->ssv2, ssvSz) == 0, -236);
out:
    return ret;
}

int sakke_test(void)
{
    sakke_tv* t = (sakke_tv*)calloc(1, sizeof(sakke_tv));
    int ret = 0, rngOk = 0;

    if (t == NULL)
        return -1;
    mp_init_multi(t->a, t->b, t->c, NULL, NULL, NULL);
    t->pt = wc_ecc_new_point();
    t->rsk = wc_ecc_new_point();
    CHECK((t->pt != NULL) && (t->rsk != NULL), -2);
    CHECK(wc_InitRng(&t->rng) == 0, -3);
    rngOk = 1;
    CHECK(kat_load(&t->v) == 0, -4);
    CHECK(wc_InitSakkeKey(&t->kms, NULL, INVALID_DEVID) == 0, -5);
    CHECK(wc_InitSakkeKey_ex(&t->snd, SAKKE_FIELD_SIZE, ECC_SAKKE_1, NULL,
                             INVALID_DEVID) == 0, -6);
    CHECK(wc_InitSakkeKey(&t->rcv, NULL, INVALID_DEVID) == 0, -7);
    ret = kat_hashes(t);
    if (ret == 0)
        ret = kat_kms(t);
    if (ret == 0)
        ret = kat_ssv(t);
    if (ret == 0)
        ret = kat_tables(t);
    if (ret == 0)
        ret = kat_internal(t);
    if (ret == 0)
        ret = roundtrip(t);
    if (ret == 0)
        ret = other_orders(t);
out:
    wc_FreeSakkeKey(&t->kms);
    wc_FreeSakkeKey(&t->snd);
    wc_FreeSakkeKey(&t->rcv);
    if (rngOk)
        wc_FreeRng(&t->rng);
    wc_ecc_del_point(t->pt);
    wc_ecc_del_point(t->rsk);
    if (t->rtab != NULL)
        memset(t->rtab, 0, t->rtabSz);
    free(t->itab);
    free(t->rtab);
    memset(t, 0, sizeof(*t));
    free(t);
    return ret;
}

#else
typedef int wc_test_sakke_unused;
#endif /* WOLFCRYPT_HAVE_SAKKE */
