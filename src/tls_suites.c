/* tls_suites.c -- the cipher suites, groups and signature schemes built
 * in, their names (wolfSSL's and the RFCs'), and default preferences.
 *
 * TLS 1.3 suites: RFC 8446 B.4 and RFC 8998.  TLS 1.2: ECDHE with AEADs
 * only (RFC 5289, RFC 7905).  Defaults prefer AES-GCM, then
 * ChaCha20-Poly1305; groups X25519 first; signature schemes ECDSA, then
 * RSA-PSS, then EdDSA.
 */
#include "tls_int.h"

static const tls_suite tls_suites[] = {
#ifdef HAVE_AESGCM
    { 0x1301, "TLS13-AES128-GCM-SHA256", "TLS_AES_128_GCM_SHA256",
      WOLFSSL_TLSV1_3, TLS_AEAD_AES_128_GCM, WC_HASH_TYPE_SHA256, 0 },
    { 0x1302, "TLS13-AES256-GCM-SHA384", "TLS_AES_256_GCM_SHA384",
      WOLFSSL_TLSV1_3, TLS_AEAD_AES_256_GCM, WC_HASH_TYPE_SHA384, 0 },
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    { 0x1303, "TLS13-CHACHA20-POLY1305-SHA256",
      "TLS_CHACHA20_POLY1305_SHA256",
      WOLFSSL_TLSV1_3, TLS_AEAD_CHACHA20_POLY1305, WC_HASH_TYPE_SHA256, 0 },
#endif
#ifdef HAVE_AESCCM
    { 0x1304, "TLS13-AES128-CCM-SHA256", "TLS_AES_128_CCM_SHA256",
      WOLFSSL_TLSV1_3, TLS_AEAD_AES_128_CCM, WC_HASH_TYPE_SHA256, 0 },
    { 0x1305, "TLS13-AES128-CCM-8-SHA256", "TLS_AES_128_CCM_8_SHA256",
      WOLFSSL_TLSV1_3, TLS_AEAD_AES_128_CCM_8, WC_HASH_TYPE_SHA256, 0 },
#endif
};

#define TLS_SUITE_COUNT ((int)(sizeof(tls_suites) / sizeof(tls_suites[0])))

/* Suites offered when the application names none (CCM_8 only when
 * asked for: its 64-bit tag is below TLS 1.3's usual strength). */
static int tls_suite_default(const tls_suite* s)
{
    return s->id != 0x1305;
}

const tls_suite* tls_suite_by_id(word16 id)
{
    int i;

    for (i = 0; i < TLS_SUITE_COUNT; i++) {
        if (tls_suites[i].id == id)
            return &tls_suites[i];
    }
    return NULL;
}

const tls_suite* tls_suite_list(int* n)
{
    *n = TLS_SUITE_COUNT;
    return tls_suites;
}

int tls_suites_default(word16* ids, int max)
{
    int i, n = 0;

    for (i = 0; (i < TLS_SUITE_COUNT) && (n < max); i++) {
        if (tls_suite_default(&tls_suites[i]) &&
            (tls_aead_key_size(tls_suites[i].aead) != 0))
            ids[n++] = tls_suites[i].id;
    }
    return n;
}

/* Next ':' (or ',' or ' ') separated token of *p: start and length. */
static int tls_next_token(const char** p, const char** tok, size_t* len)
{
    const char* s = *p;

    while ((*s == ':') || (*s == ',') || (*s == ' '))
        s++;
    if (*s == '\0')
        return 0;
    *tok = s;
    while ((*s != '\0') && (*s != ':') && (*s != ',') && (*s != ' '))
        s++;
    *len = (size_t)(s - *tok);
    *p = s;
    return 1;
}

static int tls_name_is(const char* name, const char* tok, size_t len)
{
    return (name != NULL) && (XSTRLEN(name) == len) &&
           (XSTRNCMP(name, tok, len) == 0);
}

int tls_suites_parse(const char* list, word16* ids, int max)
{
    const char* tok;
    size_t      len;
    int         n = 0, i, j;

    if (list == NULL)
        return 0;
    while (tls_next_token(&list, &tok, &len)) {
        for (i = 0; i < TLS_SUITE_COUNT; i++) {
            const tls_suite* s = &tls_suites[i];

            if (!tls_name_is(s->name, tok, len) &&
                !tls_name_is(s->iana, tok, len))
                continue;
            if (tls_aead_key_size(s->aead) == 0)
                break;
            for (j = 0; j < n; j++) {
                if (ids[j] == s->id)
                    break;
            }
            if ((j == n) && (n < max))
                ids[n++] = s->id;
            break;
        }
    }
    return n;
}

/* ---- groups ------------------------------------------------------------- */

typedef struct tls_group_name_t {
    word16      group;
    const char* name;
} tls_group_name_t;

/* The first name of each group is the one reported. */
static const tls_group_name_t tls_group_names[] = {
    { TLS_GROUP_X25519,    "X25519" },
    { TLS_GROUP_X25519,    "x25519" },
    { TLS_GROUP_X448,      "X448" },
    { TLS_GROUP_X448,      "x448" },
    { TLS_GROUP_SECP256R1, "SECP256R1" },
    { TLS_GROUP_SECP256R1, "P-256" },
    { TLS_GROUP_SECP256R1, "secp256r1" },
    { TLS_GROUP_SECP256R1, "prime256v1" },
    { TLS_GROUP_SECP384R1, "SECP384R1" },
    { TLS_GROUP_SECP384R1, "P-384" },
    { TLS_GROUP_SECP384R1, "secp384r1" },
    { TLS_GROUP_SECP521R1, "SECP521R1" },
    { TLS_GROUP_SECP521R1, "P-521" },
    { TLS_GROUP_SECP521R1, "secp521r1" },
    { TLS_GROUP_SM2,       "SM2" },
    { TLS_GROUP_SM2,       "curveSM2" },
    { TLS_GROUP_FFDHE2048, "FFDHE_2048" },
    { TLS_GROUP_FFDHE2048, "ffdhe2048" },
    { TLS_GROUP_FFDHE3072, "FFDHE_3072" },
    { TLS_GROUP_FFDHE3072, "ffdhe3072" },
    { TLS_GROUP_FFDHE4096, "FFDHE_4096" },
    { TLS_GROUP_FFDHE4096, "ffdhe4096" },
};

#define TLS_GROUP_NAME_COUNT \
    ((int)(sizeof(tls_group_names) / sizeof(tls_group_names[0])))

word16 tls_group_by_name(const char* name, size_t len)
{
    int i;

    for (i = 0; i < TLS_GROUP_NAME_COUNT; i++) {
        if (tls_name_is(tls_group_names[i].name, name, len))
            return tls_group_names[i].group;
    }
    return 0;
}

const char* tls_group_name(word16 group)
{
    int i;

    for (i = 0; i < TLS_GROUP_NAME_COUNT; i++) {
        if (tls_group_names[i].group == group)
            return tls_group_names[i].name;
    }
    return NULL;
}

int tls_groups_parse(const char* list, word16* out, int max)
{
    const char* tok;
    size_t      len;
    int         n = 0, j;

    if (list == NULL)
        return 0;
    while (tls_next_token(&list, &tok, &len)) {
        word16 g = tls_group_by_name(tok, len);

        if ((g == 0) || !tls_kex_supported(g))
            return 0;                   /* an unknown name fails the call */
        for (j = 0; j < n; j++) {
            if (out[j] == g)
                break;
        }
        if ((j == n) && (n < max))
            out[n++] = g;
    }
    return n;
}

int tls_default_groups(word16* out, int max)
{
    static const word16 pref[] = {
        TLS_GROUP_X25519, TLS_GROUP_SECP256R1, TLS_GROUP_SECP384R1,
        TLS_GROUP_SECP521R1, TLS_GROUP_X448, TLS_GROUP_FFDHE2048,
        TLS_GROUP_FFDHE3072,
        TLS_GROUP_FFDHE4096
    };
    int i, n = 0;

    for (i = 0; (i < (int)(sizeof(pref) / sizeof(pref[0]))) && (n < max);
         i++) {
        if (tls_kex_supported(pref[i]))
            out[n++] = pref[i];
    }
    return n;
}

int tls_default_sig_schemes(word16* out, int max)
{
    static const word16 pref[] = {
        TLS_SIG_ECDSA_SECP256R1_SHA256, TLS_SIG_ECDSA_SECP384R1_SHA384,
        TLS_SIG_ECDSA_SECP521R1_SHA512, TLS_SIG_ED25519, TLS_SIG_ED448,
        TLS_SIG_RSA_PSS_RSAE_SHA256, TLS_SIG_RSA_PSS_RSAE_SHA384,
        TLS_SIG_RSA_PSS_RSAE_SHA512, TLS_SIG_RSA_PSS_PSS_SHA256,
        TLS_SIG_RSA_PSS_PSS_SHA384, TLS_SIG_RSA_PSS_PSS_SHA512,
        TLS_SIG_RSA_PKCS1_SHA256, TLS_SIG_RSA_PKCS1_SHA384,
        TLS_SIG_RSA_PKCS1_SHA512
    };
    int i, n = 0;

    for (i = 0; (i < (int)(sizeof(pref) / sizeof(pref[0]))) && (n < max);
         i++) {
        if (tls_sig_scheme_supported(pref[i]))
            out[n++] = pref[i];
    }
    return n;
}

int tls_sig_scheme_supported(word16 scheme)
{
    switch (scheme) {
#ifndef NO_RSA
    #ifdef WC_RSA_PSS
        case TLS_SIG_RSA_PSS_RSAE_SHA256:
        case TLS_SIG_RSA_PSS_PSS_SHA256:
        case TLS_SIG_RSA_PSS_RSAE_SHA384:
        case TLS_SIG_RSA_PSS_PSS_SHA384:
        case TLS_SIG_RSA_PSS_RSAE_SHA512:
        case TLS_SIG_RSA_PSS_PSS_SHA512:
    #endif
        case TLS_SIG_RSA_PKCS1_SHA256:
        case TLS_SIG_RSA_PKCS1_SHA384:
        case TLS_SIG_RSA_PKCS1_SHA512:
            return 1;
#endif
#ifdef HAVE_ECC
        case TLS_SIG_ECDSA_SECP256R1_SHA256:
        case TLS_SIG_ECDSA_SECP384R1_SHA384:
        case TLS_SIG_ECDSA_SECP521R1_SHA512:
            return 1;
#endif
#ifdef HAVE_ED25519
        case TLS_SIG_ED25519:
            return 1;
#endif
#ifdef HAVE_ED448
        case TLS_SIG_ED448:
            return 1;
#endif
#ifdef WOLFSSL_SM2
        case TLS_SIG_SM2SIG_SM3:
            return 1;
#endif
        default:
            return 0;
    }
}
