/* sakke.c
 *
 * The wolfCrypt SAKKE API (RFC 6508, RFC 6509 parameter set 1): key life
 * cycle, import/export, RSK generation and validation, the identity's
 * point I with its fixed-base table, the RSK's pairing table,
 * HashToIntegerRange (RFC 6508 section 5.1), encapsulation (6.2.1) and
 * derivation with the R check (6.2.2).  Algorithm layer: the protocol
 * steps and encodings live here; the field, curve and pairing arithmetic
 * is in sakke_math.c behind sakke_internal.h.
 *
 * Secrets: the master secret z, RSKs (and their tables), SSVs and the
 * values derived from them (r, g^r, the pairing value).  They are handled
 * with fixed-length conversions (mp_read_unsigned_bin,
 * mp_to_unsigned_bin_len_ct), reduction mod q without division
 * (sakke_mod_q), mp_addmod_ct / mp_invmod for z + b and its inverse, and
 * compared with ConstantCompare.  Working storage is on the heap and
 * wiped before it is freed.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef WOLFCRYPT_HAVE_SAKKE

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/sakke.h>
#include "sakke_internal.h"

/* Encoded sizes. */
#define SAKKE_POINT_RAW_SZ  (2 * SAKKE_FIELD_SIZE)
#define SAKKE_POINT_SZ      (1 + SAKKE_POINT_RAW_SZ)
#define SAKKE_KEY_SZ        (3 * SAKKE_FIELD_SIZE)
/* Hash expansion buffer of HashToIntegerRange: l * hashLen bytes. */
#define SAKKE_HASH_BUF      (2 * SAKKE_FIELD_SIZE)

/* Working storage of one API operation, next to the math context. */
typedef struct sakke_op {
    ecc_point pa;                       /* I */
    ecc_point pb;                       /* R, or the recomputed R */
    mp_int    r[1];                     /* scalars, secret */
    mp_int    w[1];                     /* pairing / power value */
    mp_int    b[1];                     /* identity mod q */
    byte      buf[SAKKE_HASH_BUF];
    byte      enc[SAKKE_POINT_SZ];
    byte      ssv[SAKKE_MAX_SSV_SIZE];
} sakke_op;

static int sakke_point_init(ecc_point* p)
{
    return mp_init_multi(p->x, p->y, p->z, NULL, NULL, NULL);
}

static void sakke_point_wipe(ecc_point* p)
{
    mp_forcezero(p->x);
    mp_forcezero(p->y);
    mp_forcezero(p->z);
}

/* Results of sakke_mul are affine with z = 1, or z = 0 at infinity. */
static int sakke_point_is_inf(const ecc_point* p)
{
    return mp_iszero(p->z);
}

/* r = a at the fixed length of the field (an RSK is secret: its
 * coordinates' used counts must not steer the copy).  a must be in
 * range (checked points). */
static int sakke_point_copy(const ecc_point* a, ecc_point* r)
{
    int err = mp_copy_ct(a->x, r->x, SAKKE_DIGITS);
    if (err == MP_OKAY)
        err = mp_copy_ct(a->y, r->y, SAKKE_DIGITS);
    if (err == MP_OKAY)
        err = mp_copy_ct(a->z, r->z, SAKKE_DIGITS);
    return err;
}

/* Allocate the math context and the operation storage together. */
static int op_new(void* heap, sakke_ctx** c, sakke_op** op)
{
    int err = sakke_ctx_new(heap, c);

    *op = NULL;
    if (err != 0)
        return err;
    *op = (sakke_op*)XMALLOC(sizeof(sakke_op), heap, DYNAMIC_TYPE_SAKKE);
    if (*op == NULL) {
        sakke_ctx_free(*c);
        *c = NULL;
        return MEMORY_E;
    }
    XMEMSET(*op, 0, sizeof(sakke_op));
    (void)sakke_point_init(&(*op)->pa);
    (void)sakke_point_init(&(*op)->pb);
    (void)mp_init_multi((*op)->r, (*op)->w, (*op)->b, NULL, NULL, NULL);
    return 0;
}

static void op_free(void* heap, sakke_ctx* c, sakke_op* op)
{
    if (op != NULL) {
        ForceZero(op, sizeof(sakke_op));
        XFREE(op, heap, DYNAMIC_TYPE_SAKKE);
    }
    sakke_ctx_free(c);
    (void)heap;
}

/* Map sp_int codes to the wolfCrypt error of the API. */
static int map_err(int err)
{
    if (err == MP_MEM)
        return MEMORY_E;
    if (err == MP_VAL)
        return BAD_FUNC_ARG;
    return err;
}

/* ---------------------------------------------------------------------- */
/* Encodings                                                               */
/* ---------------------------------------------------------------------- */

/* out = [0x04 ||] x || y, fixed width, constant time in the coordinates
 * (an RSK is secret).  Coordinates must fit in SAKKE_FIELD_SIZE bytes. */
static int sakke_point_encode(const ecc_point* p, byte* out, int raw)
{
    int err;

    if ((p->x->used > SAKKE_DIGITS) || (p->y->used > SAKKE_DIGITS) ||
        mp_isneg(p->x) || mp_isneg(p->y))
        return ECC_OUT_OF_RANGE_E;
    if (!raw)
        *out++ = ECC_POINT_UNCOMP;
    err = mp_to_unsigned_bin_len_ct(p->x, out, SAKKE_FIELD_SIZE);
    if (err == MP_OKAY)
        err = mp_to_unsigned_bin_len_ct(p->y, out + SAKKE_FIELD_SIZE,
                                        SAKKE_FIELD_SIZE);
    return map_err(err);
}

/* Read x || y (256 bytes) or 0x04 || x || y (257) into p (z = 1) and
 * check it (range, on the curve, not infinity). */
static int sakke_point_decode(sakke_ctx* c, const byte* data, word32 sz,
                              ecc_point* p)
{
    int err;

    if (sz == SAKKE_POINT_SZ) {
        if (data[0] != ECC_POINT_UNCOMP)
            return ECC_BAD_ARG_E;
        data++;
    }
    else if (sz != SAKKE_POINT_RAW_SZ) {
        return BAD_FUNC_ARG;
    }
    err = mp_read_unsigned_bin(p->x, data, SAKKE_FIELD_SIZE);
    if (err == MP_OKAY)
        err = mp_read_unsigned_bin(p->y, data + SAKKE_FIELD_SIZE,
                                   SAKKE_FIELD_SIZE);
    if (err == MP_OKAY)
        err = mp_set(p->z, 1);
    if (err != MP_OKAY)
        return map_err(err);
    return sakke_check_point(c, p);
}

/* Size query / buffer check shared by the exporters. */
static int out_size(const byte* data, word32* sz, word32 need)
{
    if (data == NULL) {
        *sz = need;
        return LENGTH_ONLY_E;
    }
    if (*sz < need)
        return BUFFER_E;
    return 0;
}

/* ---------------------------------------------------------------------- */
/* HashToIntegerRange (RFC 6508 section 5.1)                               */
/* ---------------------------------------------------------------------- */

/* out = v_1 || ... || v_l for s = s1 || s2: A = H(s), h_0 = hLen zero
 * bytes, h_i = H(h_(i-1)), v_i = H(h_i || A), with the fewest blocks
 * that hold `need` bytes (l = ceil(need / hLen), counted block by block:
 * no division runs in a private operation, not even of a public length);
 * *outSz = l hLen, HASH_TYPE_E when that would exceed `room`.  The caller
 * reduces it mod n. */
static int hash_expand(enum wc_HashType ht, const byte* s1, word32 s1Sz,
                       const byte* s2, word32 s2Sz, word32 need, byte* out,
                       word32 room, word32* outSz)
{
    wc_HashAlg h;
    byte a[WC_MAX_DIGEST_SIZE];
    byte hi[WC_MAX_DIGEST_SIZE];
    int hLen = wc_HashGetDigestSize(ht);
    int err;
    word32 len;

    if (hLen <= 0)
        return (hLen == 0) ? BAD_FUNC_ARG : hLen;
    XMEMSET(&h, 0, sizeof(h));
    err = wc_HashInit(&h, ht);
    if (err == 0)
        err = wc_HashUpdate(&h, ht, s1, s1Sz);
    if ((err == 0) && (s2Sz > 0))
        err = wc_HashUpdate(&h, ht, s2, s2Sz);
    if (err == 0)
        err = wc_HashFinal(&h, ht, a);
    XMEMSET(hi, 0, sizeof(hi));
    for (len = 0; (err == 0) && (len < need); len += (word32)hLen) {
        if (len + (word32)hLen > room) {
            err = HASH_TYPE_E;
            break;
        }
        err = wc_Hash(ht, hi, (word32)hLen, hi, sizeof(hi));
        if (err == 0)
            err = wc_HashUpdate(&h, ht, hi, (word32)hLen);
        if (err == 0)
            err = wc_HashUpdate(&h, ht, a, (word32)hLen);
        if (err == 0)
            err = wc_HashFinal(&h, ht, out + len);
    }
    *outSz = len;
    (void)wc_HashFree(&h, ht);
    ForceZero(a, sizeof(a));
    ForceZero(&h, sizeof(h));
    return err;
}

/* r = HashToIntegerRange(ssv || id, q): l = ceil(lg q / hashlen) blocks
 * (q is not a power of two, so lg q rounds up to qBits), i.e. the blocks
 * that hold ceil(qBits / 8) bytes. */
static int hash_to_q(sakke_ctx* c, sakke_op* op, enum wc_HashType ht,
                     const byte* ssv, word16 ssvSz, const byte* id,
                     word16 idSz)
{
    word32 len;
    int err;

    err = hash_expand(ht, ssv, ssvSz, id, idSz, ((word32)c->qBits + 7) / 8,
                      op->buf, SAKKE_HASH_BUF - 1, &len);
    if (err == 0)
        err = map_err(sakke_mod_q(c, op->buf, len, op->r));
    return err;
}

/* out ^= HashToIntegerRange(w, 2^n), n = 8 * ssvSz: the low ssvSz bytes
 * of v_1 || ... || v_l with l = ceil(n / hashlen); w is the 128-byte
 * encoding of the pairing / power value (secret). */
static int hash_mask(sakke_op* op, enum wc_HashType ht, const mp_int* w,
                     byte* out, word16 ssvSz)
{
    byte wb[SAKKE_FIELD_SIZE];
    word32 len, i;
    int err;

    err = map_err(mp_to_unsigned_bin_len_ct(w, wb, SAKKE_FIELD_SIZE));
    if (err == 0)
        err = hash_expand(ht, wb, SAKKE_FIELD_SIZE, NULL, 0, ssvSz, op->buf,
                          SAKKE_HASH_BUF, &len);
    if (err == 0) {
        const byte* m = op->buf + len - ssvSz;
        for (i = 0; i < ssvSz; i++)
            out[i] ^= m[i];
    }
    ForceZero(wb, sizeof(wb));
    return err;
}

/* ---------------------------------------------------------------------- */
/* Key life cycle                                                          */
/* ---------------------------------------------------------------------- */

int wc_InitSakkeKey_ex(SakkeKey* key, int keySize, int curveId, void* heap,
                       int devId)
{
    if ((key == NULL) || (keySize != SAKKE_FIELD_SIZE) ||
        (curveId != ECC_SAKKE_1))
        return BAD_FUNC_ARG;
    XMEMSET(key, 0, sizeof(SakkeKey));
    (void)mp_init(key->z);
    (void)sakke_point_init(&key->pub);
    (void)sakke_point_init(&key->i.i);
    (void)sakke_point_init(&key->rsk.rsk);
    key->heap = heap;
    key->devId = devId;
    return 0;
}

int wc_InitSakkeKey(SakkeKey* key, void* heap, int devId)
{
    return wc_InitSakkeKey_ex(key, SAKKE_FIELD_SIZE, ECC_SAKKE_1, heap,
                              devId);
}

int wc_FreeSakkeKey(SakkeKey* key)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    mp_forcezero(key->z);
    sakke_point_wipe(&key->pub);
    sakke_point_wipe(&key->i.i);
    sakke_point_wipe(&key->rsk.rsk);
    ForceZero(key, sizeof(SakkeKey));
    return 0;
}

/* The identity's point and table belong to Z: forget them when Z
 * changes. */
static void forget_point_i(SakkeKey* key)
{
    key->i.idSz = 0;
    key->i.table = NULL;
    key->i.tableLen = 0;
}

/* key->pub = [z]P. */
static int make_pub(SakkeKey* key, sakke_ctx* c)
{
    int err = sakke_mul(c, key->z, NULL, NULL, 0, NULL, &key->pub);

    if (err == 0) {
        key->havePub = 1;
        forget_point_i(key);
    }
    return err;
}

int wc_MakeSakkeKey(SakkeKey* key, WC_RNG* rng)
{
    byte rnd[SAKKE_FIELD_SIZE + 8];
    sakke_ctx* c = NULL;
    int err, tries;

    if ((key == NULL) || (rng == NULL))
        return BAD_FUNC_ARG;
    err = sakke_ctx_new(key->heap, &c);
    /* z = (128 + 8 random bytes) mod q: bias below 2^-64; retry on 0. */
    for (tries = 0; (err == 0) && (tries < 8); tries++) {
        err = wc_RNG_GenerateBlock(rng, rnd, sizeof(rnd));
        if (err == 0)
            err = map_err(sakke_mod_q(c, rnd, sizeof(rnd), key->z));
        if ((err == 0) && !mp_iszero(key->z))
            break;
    }
    if ((err == 0) && mp_iszero(key->z))
        err = RNG_FAILURE_E;
    if (err == 0) {
        key->havePriv = 1;
        err = make_pub(key, c);
    }
    if (err != 0) {
        mp_forcezero(key->z);
        key->havePriv = 0;
        key->havePub = 0;
    }
    ForceZero(rnd, sizeof(rnd));
    sakke_ctx_free(c);
    return err;
}

int wc_MakeSakkePublicKey(SakkeKey* key, ecc_point* pub)
{
    sakke_ctx* c = NULL;
    int err;

    if (key == NULL)
        return BAD_FUNC_ARG;
    if (!key->havePriv)
        return BAD_STATE_E;
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = make_pub(key, c);
    if ((err == 0) && (pub != NULL))
        err = map_err(sakke_point_copy(&key->pub, pub));
    sakke_ctx_free(c);
    return err;
}

/* op->b = id as a big-endian integer mod q (public). */
static int id_to_int(sakke_ctx* c, sakke_op* op, const byte* id,
                     word16 idSz)
{
    return map_err(sakke_mod_q(c, id, idSz, op->b));
}

static int id_ok(const byte* id, word16 idSz)
{
    return (id != NULL) && (idSz > 0) && (idSz <= SAKKE_ID_MAX_SIZE);
}

int wc_MakeSakkeRsk(SakkeKey* key, const byte* id, word16 idSz,
                    ecc_point* rsk)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    if ((key == NULL) || !id_ok(id, idSz) || (rsk == NULL))
        return BAD_FUNC_ARG;
    if (!key->havePriv)
        return BAD_STATE_E;
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = id_to_int(c, op, id, idSz);
    /* r = (z + b)^-1 mod q: constant-time sum and inverse. */
    if (err == 0)
        err = map_err(mp_addmod_ct(key->z, op->b, c->q, op->w));
    if ((err == 0) && mp_iszero(op->w))
        err = ECC_PRIV_KEY_E;           /* z = -b: no key for b */
    if (err == 0)
        err = map_err(mp_invmod(op->w, c->q, op->r));
    if (err == 0)
        err = sakke_mul(c, op->r, NULL, NULL, 0, NULL, rsk);
    op_free(key->heap, c, op);
    return err;
}

/* op->pa = I = [b]P + Z for the identity (op->b set). */
static int make_point_i(SakkeKey* key, sakke_ctx* c, sakke_op* op)
{
    return sakke_mul(c, op->b, NULL, NULL, 0, &key->pub, &op->pa);
}

int wc_ValidateSakkeRsk(SakkeKey* key, const byte* id, word16 idSz,
                        ecc_point* rsk, int* valid)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    if ((key == NULL) || !id_ok(id, idSz) || (rsk == NULL) ||
        (valid == NULL))
        return BAD_FUNC_ARG;
    *valid = 0;
    if (!key->havePub)
        return BAD_STATE_E;
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = id_to_int(c, op, id, idSz);
    if (err == 0)
        err = make_point_i(key, c, op);
    if ((err == 0) && sakke_point_is_inf(&op->pa))
        err = ECC_INF_E;
    /* <[b]P + Z, K_b> = g (RFC 6508 section 6.1.2) */
    if (err == 0)
        err = sakke_pairing(c, rsk, NULL, 0, &op->pa, op->w);
    if (err == 0)
        *valid = sakke_is_g(c, op->w);
    op_free(key->heap, c, op);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Import and export                                                       */
/* ---------------------------------------------------------------------- */

/* key->z = data (sz bytes, 128 from the importers) after checking
 * 1 <= z < q in constant time: z mod q must equal z (compared as
 * fixed-width encodings). */
static int set_private(SakkeKey* key, sakke_ctx* c, const byte* data,
                       word32 sz)
{
    byte a[SAKKE_FIELD_SIZE], b[SAKKE_FIELD_SIZE];
    int err;

    err = map_err(sakke_mod_q(c, data, sz, key->z));
    if (err == 0)
        err = map_err(mp_read_unsigned_bin(&c->t[1], data, sz));
    if (err == 0)
        err = map_err(mp_to_unsigned_bin_len_ct(key->z, a, sizeof(a)));
    if (err == 0)
        err = map_err(mp_to_unsigned_bin_len_ct(&c->t[1], b, sizeof(b)));
    if ((err == 0) && ((ConstantCompare(a, b, sizeof(a)) != 0) ||
                       mp_iszero(key->z)))
        err = ECC_PRIV_KEY_E;
    mp_forcezero(&c->t[1]);
    ForceZero(a, sizeof(a));
    ForceZero(b, sizeof(b));
    if (err != 0) {
        mp_forcezero(key->z);
        key->havePriv = 0;
    }
    else {
        key->havePriv = 1;
    }
    return err;
}

int wc_ExportSakkeKey(SakkeKey* key, byte* data, word32* sz)
{
    int err;

    if ((key == NULL) || (sz == NULL))
        return BAD_FUNC_ARG;
    if (!key->havePriv || !key->havePub)
        return BAD_STATE_E;
    err = out_size(data, sz, SAKKE_KEY_SZ);
    if (err == 0)
        err = map_err(mp_to_unsigned_bin_len_ct(key->z, data,
                                                SAKKE_FIELD_SIZE));
    if (err == 0)
        err = sakke_point_encode(&key->pub, data + SAKKE_FIELD_SIZE, 1);
    if (err == 0)
        *sz = SAKKE_KEY_SZ;
    return err;
}

/* The KMS key z || Z: Z on the curve, z in [1, q-1], and Z = [z]P
 * (ECC_PRIV_KEY_E otherwise, the code of ECC's pair check).  [z]P comes
 * from the constant-time comb and is compared with Z as fixed-width
 * encodings by ConstantCompare, so the work does not depend on z. */
int wc_ImportSakkeKey(SakkeKey* key, const byte* data, word32 sz)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    if ((key == NULL) || (data == NULL))
        return BAD_FUNC_ARG;
    if (sz != SAKKE_KEY_SZ)
        return BUFFER_E;                  /* upstream's size rule */
    key->havePub = 0;
    forget_point_i(key);
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = sakke_point_decode(c, data + SAKKE_FIELD_SIZE,
                                 SAKKE_POINT_RAW_SZ, &key->pub);
    if (err == 0)
        err = set_private(key, c, data, SAKKE_FIELD_SIZE);
    if (err == 0)
        err = sakke_mul(c, key->z, NULL, NULL, 0, NULL, &op->pb);
    if (err == 0)
        err = sakke_point_encode(&op->pb, op->enc, 1);
    if ((err == 0) && (ConstantCompare(op->enc, data + SAKKE_FIELD_SIZE,
                                       SAKKE_POINT_RAW_SZ) != 0))
        err = ECC_PRIV_KEY_E;
    if (err == 0) {
        key->havePub = 1;
    }
    else {
        mp_forcezero(key->z);
        key->havePriv = 0;
        sakke_point_wipe(&key->pub);
    }
    op_free(key->heap, c, op);
    return err;
}

int wc_ExportSakkePrivateKey(SakkeKey* key, byte* data, word32* sz)
{
    int err;

    if ((key == NULL) || (sz == NULL))
        return BAD_FUNC_ARG;
    if (!key->havePriv)
        return BAD_STATE_E;
    err = out_size(data, sz, SAKKE_FIELD_SIZE);
    if (err == 0)
        err = map_err(mp_to_unsigned_bin_len_ct(key->z, data,
                                                SAKKE_FIELD_SIZE));
    if (err == 0)
        *sz = SAKKE_FIELD_SIZE;
    return err;
}

int wc_ImportSakkePrivateKey(SakkeKey* key, const byte* data, word32 sz)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || (data == NULL))
        return BAD_FUNC_ARG;
    if (sz != SAKKE_FIELD_SIZE)
        return BUFFER_E;                  /* upstream's size rule */
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = set_private(key, c, data, sz);
    sakke_ctx_free(c);
    return err;
}

int wc_ExportSakkePublicKey(SakkeKey* key, byte* data, word32* sz, int raw)
{
    word32 need = raw ? SAKKE_POINT_RAW_SZ : SAKKE_POINT_SZ;
    int err;

    if ((key == NULL) || (sz == NULL))
        return BAD_FUNC_ARG;
    if (!key->havePub)
        return BAD_STATE_E;
    err = out_size(data, sz, need);
    if (err == 0)
        err = sakke_point_encode(&key->pub, data, raw);
    if (err == 0)
        *sz = need;
    return err;
}

int wc_ImportSakkePublicKey(SakkeKey* key, const byte* data, word32 sz,
                            int trusted)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    if ((key == NULL) || (data == NULL))
        return BAD_FUNC_ARG;
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = sakke_point_decode(c, data, sz, &op->pa);
    /* Untrusted: Z must lie in the order-q subgroup, [q]Z = O. */
    if ((err == 0) && !trusted)
        err = sakke_mul(c, c->q, &op->pa, NULL, 0, NULL, &op->pb);
    if ((err == 0) && !trusted && !mp_iszero(op->pb.z))
        err = IS_POINT_E;
    if (err == 0)
        err = map_err(sakke_point_copy(&op->pa, &key->pub));
    if (err == 0) {
        key->havePub = 1;
        forget_point_i(key);
    }
    op_free(key->heap, c, op);
    return err;
}

int wc_EncodeSakkeRsk(const SakkeKey* key, ecc_point* rsk, byte* out,
                      word32* sz, int raw)
{
    word32 need = raw ? SAKKE_POINT_RAW_SZ : SAKKE_POINT_SZ;
    int err;

    if ((key == NULL) || (rsk == NULL) || (sz == NULL))
        return BAD_FUNC_ARG;
    err = out_size(out, sz, need);
    if (err == 0)
        err = sakke_point_encode(rsk, out, raw);
    if (err == 0)
        *sz = need;
    return err;
}

int wc_DecodeSakkeRsk(const SakkeKey* key, const byte* data, word32 sz,
                      ecc_point* rsk)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || (data == NULL) || (rsk == NULL))
        return BAD_FUNC_ARG;
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = sakke_point_decode(c, data, sz, rsk);
    sakke_ctx_free(c);
    return err;
}

int wc_ImportSakkeRsk(SakkeKey* key, const byte* data, word32 sz)
{
    int err;

    if ((key == NULL) || (data == NULL))
        return BAD_FUNC_ARG;
    key->rsk.set = 0;
    key->rsk.table = NULL;
    key->rsk.tableLen = 0;
    err = wc_DecodeSakkeRsk(key, data, sz, &key->rsk.rsk);
    if (err == 0)
        key->rsk.set = 1;
    else
        sakke_point_wipe(&key->rsk.rsk);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Identity, point I and the tables                                        */
/* ---------------------------------------------------------------------- */

int wc_GetSakkeAuthSize(SakkeKey* key, word16* authSz)
{
    if ((key == NULL) || (authSz == NULL))
        return BAD_FUNC_ARG;
    *authSz = SAKKE_POINT_SZ;
    return 0;
}

int wc_SetSakkeIdentity(SakkeKey* key, const byte* id, word16 idSz)
{
    if ((key == NULL) || !id_ok(id, idSz))
        return BAD_FUNC_ARG;
    XMEMCPY(key->id, id, idSz);
    key->idSz = idSz;
    return 0;
}

int wc_MakeSakkePointI(SakkeKey* key, const byte* id, word16 idSz)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    if ((key == NULL) || !id_ok(id, idSz))
        return BAD_FUNC_ARG;
    if (!key->havePub)
        return BAD_STATE_E;
    forget_point_i(key);
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = id_to_int(c, op, id, idSz);
    if (err == 0)
        err = make_point_i(key, c, op);
    if ((err == 0) && sakke_point_is_inf(&op->pa))
        err = ECC_INF_E;
    if (err == 0)
        err = map_err(sakke_point_copy(&op->pa, &key->i.i));
    if (err == 0) {
        XMEMCPY(key->i.id, id, idSz);
        key->i.idSz = idSz;
    }
    op_free(key->heap, c, op);
    return err;
}

int wc_GetSakkePointI(SakkeKey* key, byte* data, word32* sz)
{
    int err;

    if ((key == NULL) || (sz == NULL))
        return BAD_FUNC_ARG;
    if (key->i.idSz == 0)
        return BAD_STATE_E;
    err = out_size(data, sz, SAKKE_POINT_RAW_SZ);
    if (err == 0)
        err = sakke_point_encode(&key->i.i, data, 1);
    if (err == 0)
        *sz = SAKKE_POINT_RAW_SZ;
    return err;
}

int wc_SetSakkePointI(SakkeKey* key, const byte* id, word16 idSz,
                      const byte* data, word32 sz)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || !id_ok(id, idSz) || (data == NULL) ||
        (sz != SAKKE_POINT_RAW_SZ))
        return BAD_FUNC_ARG;
    forget_point_i(key);
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = sakke_point_decode(c, data, sz, &key->i.i);
    if (err == 0) {
        XMEMCPY(key->i.id, id, idSz);
        key->i.idSz = idSz;
    }
    sakke_ctx_free(c);
    return err;
}

int wc_GenerateSakkePointITable(SakkeKey* key, byte* table, word32* len)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    if (key->i.idSz == 0)
        return BAD_STATE_E;
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = out_size(table, len, sakke_point_table_len(c));
    if (err == 0)
        err = sakke_gen_point_table(c, &key->i.i, table, len);
    sakke_ctx_free(c);
    return err;
}

int wc_SetSakkePointITable(SakkeKey* key, byte* table, word32 len)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || (table == NULL))
        return BAD_FUNC_ARG;
    if (key->i.idSz == 0)
        return BAD_STATE_E;
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = sakke_check_table(c, table, len, 0);
    if (err == 0) {
        key->i.table = table;
        key->i.tableLen = len;
    }
    sakke_ctx_free(c);
    return err;
}

int wc_ClearSakkePointITable(SakkeKey* key)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    key->i.table = NULL;
    key->i.tableLen = 0;
    return 0;
}

int wc_GenerateSakkeRskTable(const SakkeKey* key, const ecc_point* rsk,
                             byte* table, word32* len)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || (rsk == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = out_size(table, len, sakke_pairing_table_len(c));
    if (err == 0)
        err = sakke_gen_pairing_table(c, rsk, table, len);
    sakke_ctx_free(c);
    return err;
}

int wc_SetSakkeRsk(SakkeKey* key, const ecc_point* rsk, byte* table,
                   word32 len)
{
    sakke_ctx* c = NULL;
    int err;

    if ((key == NULL) || (rsk == NULL))
        return BAD_FUNC_ARG;
    key->rsk.set = 0;
    key->rsk.table = NULL;
    key->rsk.tableLen = 0;
    err = sakke_ctx_new(key->heap, &c);
    if (err == 0)
        err = sakke_check_point(c, rsk);
    if ((err == 0) && (table != NULL))
        err = sakke_check_table(c, table, len, 1);
    if (err == 0)
        err = map_err(sakke_point_copy(rsk, &key->rsk.rsk));
    if (err == 0) {
        key->rsk.set = 1;
        key->rsk.table = table;
        key->rsk.tableLen = (table != NULL) ? len : 0;
    }
    sakke_ctx_free(c);
    return err;
}

/* ---------------------------------------------------------------------- */
/* SSV: generation, encapsulation, derivation                              */
/* ---------------------------------------------------------------------- */

int wc_GenerateSakkeSSV(SakkeKey* key, WC_RNG* rng, byte* ssv,
                        word16* ssvSz)
{
    if ((key == NULL) || (rng == NULL) || (ssvSz == NULL))
        return BAD_FUNC_ARG;
    if (ssv == NULL) {
        *ssvSz = SAKKE_SSV_SIZE;
        return LENGTH_ONLY_E;
    }
    if ((*ssvSz == 0) || (*ssvSz > SAKKE_MAX_SSV_SIZE))
        return BAD_FUNC_ARG;
    return wc_RNG_GenerateBlock(rng, ssv, *ssvSz);
}

/* [r]I for the key's identity: with the key's point I (and its table)
 * when it was made for this identity, else I = [b]P + Z first.  Result
 * in op->pb; op->pa is used for I. */
static int mul_point_i(SakkeKey* key, sakke_ctx* c, sakke_op* op)
{
    int err;

    if ((key->i.idSz == key->idSz) &&
        (XMEMCMP(key->i.id, key->id, key->idSz) == 0)) {
        return sakke_mul(c, op->r, &key->i.i, key->i.table,
                         key->i.tableLen, NULL, &op->pb);
    }
    err = id_to_int(c, op, key->id, key->idSz);
    if (err == 0)
        err = make_point_i(key, c, op);
    if ((err == 0) && sakke_point_is_inf(&op->pa))
        err = ECC_INF_E;
    if (err == 0)
        err = sakke_mul(c, op->r, &op->pa, NULL, 0, NULL, &op->pb);
    return err;
}

/* Argument checks shared by encapsulation and derivation. */
static int ssv_args(SakkeKey* key, enum wc_HashType hashType,
                    const byte* ssv, word16 ssvSz)
{
    if ((key == NULL) || (ssv == NULL) || (ssvSz == 0) ||
        (ssvSz > SAKKE_MAX_SSV_SIZE))
        return BAD_FUNC_ARG;
    if (wc_HashGetDigestSize(hashType) <= 0)
        return BAD_FUNC_ARG;
    if (!key->havePub || (key->idSz == 0))
        return BAD_STATE_E;
    return 0;
}

/* RFC 6508 6.2.1: r = HashToIntegerRange(SSV || b, q), R = [r]I,
 * H = SSV xor HashToIntegerRange(g^r, 2^n). */
int wc_MakeSakkeEncapsulatedSSV(SakkeKey* key, enum wc_HashType hashType,
                                byte* ssv, word16 ssvSz, byte* auth,
                                word16* authSz)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    if (authSz == NULL)
        return BAD_FUNC_ARG;
    err = ssv_args(key, hashType, ssv, ssvSz);
    if (err != 0)
        return err;
    if (auth == NULL) {
        *authSz = SAKKE_POINT_SZ;
        return LENGTH_ONLY_E;
    }
    if (*authSz < SAKKE_POINT_SZ)
        return BUFFER_E;
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = hash_to_q(c, op, hashType, ssv, ssvSz, key->id, key->idSz);
    if (err == 0)
        err = mul_point_i(key, c, op);
    if ((err == 0) && sakke_point_is_inf(&op->pb))
        err = ECC_INF_E;
    if (err == 0)
        err = sakke_pow_g(c, op->r, op->w);
    if (err == 0)
        err = sakke_point_encode(&op->pb, op->enc, 0);
    if (err == 0) {
        XMEMCPY(op->ssv, ssv, ssvSz);
        err = hash_mask(op, hashType, op->w, op->ssv, ssvSz);
    }
    if (err == 0) {
        XMEMCPY(auth, op->enc, SAKKE_POINT_SZ);
        *authSz = SAKKE_POINT_SZ;
        XMEMCPY(ssv, op->ssv, ssvSz);
    }
    op_free(key->heap, c, op);
    return err;
}

/* RFC 6508 6.2.2: w = <R, K_b>, SSV = H xor HashToIntegerRange(w, 2^n),
 * r = HashToIntegerRange(SSV || b, q), accept when [r]I = R. */
int wc_DeriveSakkeSSV(SakkeKey* key, enum wc_HashType hashType, byte* ssv,
                      word16 ssvSz, const byte* auth, word16 authSz)
{
    sakke_ctx* c = NULL;
    sakke_op* op = NULL;
    int err;

    err = ssv_args(key, hashType, ssv, ssvSz);
    if (err != 0)
        return err;
    if ((auth == NULL) || (authSz != SAKKE_POINT_SZ))
        return BAD_FUNC_ARG;
    if (!key->rsk.set)
        return BAD_STATE_E;
    err = op_new(key->heap, &c, &op);
    if (err == 0)
        err = sakke_point_decode(c, auth, authSz, &op->pb);
    if (err == 0)
        err = sakke_pairing(c, &key->rsk.rsk, key->rsk.table,
                            key->rsk.tableLen, &op->pb, op->w);
    if (err == 0) {
        XMEMCPY(op->ssv, ssv, ssvSz);
        err = hash_mask(op, hashType, op->w, op->ssv, ssvSz);
    }
    if (err == 0)
        err = hash_to_q(c, op, hashType, op->ssv, ssvSz, key->id,
                        key->idSz);
    if (err == 0)
        err = mul_point_i(key, c, op);
    if (err == 0)
        err = sakke_point_encode(&op->pb, op->enc, 0);
    if ((err == 0) &&
        (ConstantCompare(op->enc, auth, SAKKE_POINT_SZ) != 0))
        err = SAKKE_VERIFY_FAIL_E;
    if (err == 0)
        XMEMCPY(ssv, op->ssv, ssvSz);
    op_free(key->heap, c, op);
    return err;
}

#else
/* ISO C needs at least one declaration in a translation unit. */
typedef int wc_sakke_unused;
#endif /* WOLFCRYPT_HAVE_SAKKE */
