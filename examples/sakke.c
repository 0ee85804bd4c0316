/* sakke.c -- SAKKE (RFC 6508) key exchange through the public wolfCrypt API.
 *
 * Three roles, as in RFC 6508/6509:
 *   KMS       makes its master key (z, Z = [z]P), publishes Z and issues
 *             the receiver's secret key (RSK) for the identity
 *             "alice@example.com".
 *   receiver  validates the RSK it was given against Z and its identity.
 *   sender    knows only Z and the receiver's identity: picks a random
 *             shared secret value (SSV) and encapsulates it (H and R).
 *   receiver  derives the SSV from H, R and its RSK; it must equal the
 *             sender's.  An RSK of another identity must fail to derive.
 * Keys and the RSK travel as bytes (the export and import functions).
 * Prints one line per step; exit status 0 when every step worked.
 *
 * Build against an installed libwolfssl configured with SAKKE
 * (--enable-sakke or --enable-all):
 *     cc sakke.c $(pkg-config --cflags --libs wolfssl)
 */
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sakke.h>

#include <stdio.h>
#include <string.h>

#ifndef WOLFCRYPT_HAVE_SAKKE
int main(void)
{
    printf("sakke: this libwolfssl was built without SAKKE\n");
    return 1;
}
#else

static const char ID[] = "alice@example.com";
static const char OTHER_ID[] = "mallory@example.com";
#define ID_SZ ((word16)(sizeof(ID) - 1))

/* What moves between the roles, as bytes. */
typedef struct {
    byte   pubZ[2 * SAKKE_FIELD_SIZE];        /* KMS public key, raw x||y */
    word32 pubZSz;
    byte   rsk[2 * SAKKE_FIELD_SIZE];         /* receiver secret key */
    word32 rskSz;
    byte   badRsk[2 * SAKKE_FIELD_SIZE];      /* RSK of OTHER_ID */
    word32 badRskSz;
    byte   ssv[SAKKE_SSV_SIZE];               /* sender's secret value */
    byte   h[SAKKE_SSV_SIZE];                 /* encapsulated SSV */
    byte   auth[1 + 2 * SAKKE_FIELD_SIZE];    /* R = 0x04 || x || y */
    word16 authSz;
} Wire;

static int step(const char* what, int ret)
{
    if (ret == 0)
        printf("%-52s ok\n", what);
    else
        printf("%-52s FAILED (%d: %s)\n", what, ret, wc_GetErrorString(ret));
    return ret;
}

/* KMS: master key, public key and two RSKs (ID and OTHER_ID) as bytes. */
static int kms(WC_RNG* rng, Wire* w)
{
    static SakkeKey key;
    ecc_point* rsk = wc_ecc_new_point();
    int ret = rsk == NULL ? MEMORY_E : 0;

    if (ret == 0)
        ret = wc_InitSakkeKey(&key, NULL, INVALID_DEVID);
    if (ret == 0)
        ret = step("KMS: wc_MakeSakkeKey (z, Z = [z]P)",
                   wc_MakeSakkeKey(&key, rng));
    w->pubZSz = sizeof(w->pubZ);
    if (ret == 0)
        ret = step("KMS: wc_ExportSakkePublicKey (Z)",
                   wc_ExportSakkePublicKey(&key, w->pubZ, &w->pubZSz, 1));
    w->rskSz = sizeof(w->rsk);
    if (ret == 0)
        ret = wc_MakeSakkeRsk(&key, (const byte*)ID, ID_SZ, rsk);
    if (ret == 0)
        ret = wc_EncodeSakkeRsk(&key, rsk, w->rsk, &w->rskSz, 1);
    if (ret == 0)
        ret = step("KMS: wc_MakeSakkeRsk for alice@example.com", ret);
    w->badRskSz = sizeof(w->badRsk);
    if (ret == 0)
        ret = wc_MakeSakkeRsk(&key, (const byte*)OTHER_ID,
                              (word16)(sizeof(OTHER_ID) - 1), rsk);
    if (ret == 0)
        ret = wc_EncodeSakkeRsk(&key, rsk, w->badRsk, &w->badRskSz, 1);
    if (ret == 0)
        ret = step("KMS: wc_MakeSakkeRsk for mallory@example.com", ret);
    wc_FreeSakkeKey(&key);       /* wipes z */
    if (rsk != NULL)
        wc_ecc_del_point(rsk);
    return ret;
}

/* A key of a user of the KMS: Z (checked unless trusted) and ID. */
static int user_key(SakkeKey* key, const Wire* w, int trusted)
{
    int ret = wc_InitSakkeKey(key, NULL, INVALID_DEVID);

    if (ret == 0)
        ret = wc_ImportSakkePublicKey(key, w->pubZ, w->pubZSz, trusted);
    if (ret == 0)
        ret = wc_SetSakkeIdentity(key, (const byte*)ID, ID_SZ);
    return ret;
}

/* Receiver: checks that the RSK belongs to ID under Z. */
static int validate(const Wire* w)
{
    static SakkeKey key;
    ecc_point* rsk = wc_ecc_new_point();
    int valid = 0;
    int ret = rsk == NULL ? MEMORY_E : 0;

    if (ret == 0)
        ret = user_key(&key, w, 0);
    if (ret == 0)
        ret = wc_DecodeSakkeRsk(&key, w->rsk, w->rskSz, rsk);
    if (ret == 0)
        ret = wc_ValidateSakkeRsk(&key, (const byte*)ID, ID_SZ, rsk, &valid);
    if (ret == 0 && valid != 1)
        ret = SAKKE_VERIFY_FAIL_E;
    step("receiver: wc_ValidateSakkeRsk", ret);
    wc_FreeSakkeKey(&key);
    if (rsk != NULL)
        wc_ecc_del_point(rsk);
    return ret;
}

/* Sender: random SSV, encapsulated for ID under Z. */
static int send_ssv(WC_RNG* rng, Wire* w)
{
    static SakkeKey key;
    word16 ssvSz = sizeof(w->ssv);
    int ret;

    ret = user_key(&key, w, 0);
    if (ret == 0)
        ret = step("sender: wc_GenerateSakkeSSV",
                   wc_GenerateSakkeSSV(&key, rng, w->ssv, &ssvSz));
    if (ret == 0) {
        memcpy(w->h, w->ssv, sizeof(w->h));
        w->authSz = sizeof(w->auth);
        ret = step("sender: wc_MakeSakkeEncapsulatedSSV (H, R)",
                   wc_MakeSakkeEncapsulatedSSV(&key, WC_HASH_TYPE_SHA256,
                                               w->h, sizeof(w->h), w->auth,
                                               &w->authSz));
    }
    wc_FreeSakkeKey(&key);
    return ret;
}

/* Receiver: the SSV from H and R with an RSK (bytes) for ID. */
static int derive(const Wire* w, const byte* rsk, word32 rskSz, byte* ssv)
{
    static SakkeKey key;
    int ret;

    ret = user_key(&key, w, 1);      /* Z was checked by validate() */
    if (ret == 0)
        ret = wc_ImportSakkeRsk(&key, rsk, rskSz);
    memcpy(ssv, w->h, sizeof(w->h));
    if (ret == 0)
        ret = wc_DeriveSakkeSSV(&key, WC_HASH_TYPE_SHA256, ssv,
                                sizeof(w->h), w->auth, w->authSz);
    wc_FreeSakkeKey(&key);     /* wipes the RSK */
    return ret;
}

int main(void)
{
    static Wire w;
    byte ssv[SAKKE_SSV_SIZE];
    WC_RNG rng;
    int ret, r;

    if (step("wc_InitRng", wc_InitRng(&rng)) != 0)
        return 1;
    ret = kms(&rng, &w);
    if (ret == 0)
        ret = validate(&w);
    if (ret == 0)
        ret = send_ssv(&rng, &w);
    wc_FreeRng(&rng);
    if (ret == 0) {
        ret = derive(&w, w.rsk, w.rskSz, ssv);
        if (ret == 0 && memcmp(ssv, w.ssv, sizeof(ssv)) != 0)
            ret = SAKKE_VERIFY_FAIL_E;
        step("receiver: wc_DeriveSakkeSSV, SSV equals the sender's", ret);
    }
    if (ret == 0) {
        r = derive(&w, w.badRsk, w.badRskSz, ssv);
        ret = step("receiver with another identity's RSK: refused",
                   r == SAKKE_VERIFY_FAIL_E ? 0 : (r == 0 ? -1 : r));
    }
    memset(&w, 0, sizeof(w));
    memset(ssv, 0, sizeof(ssv));
    printf("%s\n", ret == 0 ? "sakke: ok" : "sakke: FAILED");
    return ret == 0 ? 0 : 1;
}
#endif /* WOLFCRYPT_HAVE_SAKKE */
