/* error-crypt.h
 *
 * wolfCrypt error codes.  Every public function returns 0 (or a length /
 * boolean where documented) on success and one of these negative codes on
 * failure.  The numeric values are part of the wolfCrypt interface: programs
 * compare against them, so they never change.  wc_GetErrorString() gives a
 * short text for each (error.c).
 */
#ifndef WOLF_CRYPT_ERROR_H
#define WOLF_CRYPT_ERROR_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    MAX_CODE_E             = -100, /* errors start here, exclusive */
    OPEN_RAN_E             = -101, /* opening random device error */
    READ_RAN_E             = -102, /* reading random device error */
    RAN_BLOCK_E            = -105, /* reading random device would block */
    BAD_MUTEX_E            = -106, /* bad mutex operation */
    MP_INIT_E              = -110, /* mp_init error state */
    MP_READ_E              = -111, /* mp_read error state */
    MP_EXPTMOD_E           = -112, /* mp_exptmod error state */
    MP_TO_E                = -113, /* mp_to_xxx error state, can't convert */
    MP_SUB_E               = -114, /* mp_sub error state, can't subtract */
    MP_ADD_E               = -115, /* mp_add error state, can't add */
    MP_MUL_E               = -116, /* mp_mul error state, can't multiply */
    MP_MULMOD_E            = -117, /* mp_mulmod error state, can't multiply mod */
    MP_MOD_E               = -118, /* mp_mod error state, can't mod */
    MP_INVMOD_E            = -119, /* mp_invmod error state, can't inv mod */
    MP_CMP_E               = -120, /* mp_cmp error state */
    MP_ZERO_E              = -121, /* got a mp zero result, not expected */
    MEMORY_E               = -125, /* out of memory error */
    VAR_STATE_CHANGE_E     = -126, /* variable state modified */
    RSA_WRONG_TYPE_E       = -130, /* RSA wrong block type for RSA function */
    RSA_BUFFER_E           = -131, /* RSA buffer error, output too small or input too big */
    BUFFER_E               = -132, /* output buffer too small or input too large */
    ALGO_ID_E              = -133, /* setting algo id error */
    PUBLIC_KEY_E           = -134, /* setting public key error */
    ASN_PARSE_E            = -140, /* ASN parsing error, invalid input */
    ASN_VERSION_E          = -141, /* ASN version error, invalid number */
    ASN_GETINT_E           = -142, /* ASN get big int error, invalid data */
    ASN_RSA_KEY_E          = -143, /* ASN key init error, invalid input */
    ASN_OBJECT_ID_E        = -144, /* ASN object id error, invalid id */
    ASN_TAG_NULL_E         = -145, /* ASN tag error, not null */
    ASN_EXPECT_0_E         = -146, /* ASN expect error, not zero */
    ASN_BITSTR_E           = -147, /* ASN bit string error, wrong id */
    ASN_UNKNOWN_OID_E      = -148, /* ASN oid error, unknown sum id */
    ASN_DATE_SZ_E          = -149, /* ASN date error, bad size */
    ASN_BEFORE_DATE_E      = -150, /* ASN date error, current date before */
    ASN_AFTER_DATE_E       = -151, /* ASN date error, current date after */
    ASN_SIG_OID_E          = -152, /* ASN signature error, mismatched oid */
    ASN_TIME_E             = -153, /* ASN time error, unknown time type */
    ASN_INPUT_E            = -154, /* ASN input error, not enough data */
    ASN_SIG_CONFIRM_E      = -155, /* ASN sig error, confirm failure */
    ASN_SIG_HASH_E         = -156, /* ASN sig error, unsupported hash type */
    ASN_SIG_KEY_E          = -157, /* ASN sig error, unsupported key type */
    ASN_DH_KEY_E           = -158, /* ASN key init error, invalid input */
    ASN_CRIT_EXT_E         = -160, /* ASN unsupported critical extension */
    ASN_ALT_NAME_E         = -161, /* ASN alternate name error */
    ASN_NO_PEM_HEADER      = -162, /* ASN no PEM header error */
    ECC_BAD_ARG_E          = -170, /* ECC input argument of wrong type */
    ASN_ECC_KEY_E          = -171, /* ASN ECC bad input */
    ECC_CURVE_OID_E        = -172, /* unsupported ECC OID curve type */
    BAD_FUNC_ARG           = -173, /* bad function argument provided */
    NOT_COMPILED_IN        = -174, /* feature not compiled in */
    AES_GCM_AUTH_E         = -180, /* AES-GCM Authentication check failure */
    AES_CCM_AUTH_E         = -181, /* AES-CCM Authentication check failure */
    BAD_ALIGN_E            = -187, /* bad alignment for operation, no alloc */
    ASN_NO_SIGNER_E        = -188, /* ASN no signer to confirm failure */
    BAD_STATE_E            = -192, /* bad state operation */
    BAD_PADDING_E          = -193, /* bad padding, msg not correct length */
    ASN_NAME_INVALID_E     = -198, /* ASN name constraint error */
    RNG_FAILURE_E          = -199, /* RNG failed, reinitialize */
    HMAC_MIN_KEYLEN_E      = -200, /* FIPS mode HMAC minimum key length error */
    RSA_PAD_E              = -201, /* RSA padding error */
    LENGTH_ONLY_E          = -202, /* returning output length only */
    DRBG_KAT_FIPS_E        = -208, /* DRBG known answer test check failure */
    DRBG_CONT_FIPS_E       = -209, /* DRBG continuous test failure */
    MAC_CMP_FAILED_E       = -213, /* MAC comparison failed */
    IS_POINT_E             = -214, /* ECC is point on curve failed */
    ECC_INF_E              = -215, /* ECC point at infinity error */
    ECC_PRIV_KEY_E         = -216, /* ECC private key is not valid */
    ECC_OUT_OF_RANGE_E     = -217, /* ECC key component out of range */
    WC_INIT_E              = -228, /* wolfCrypt failed to initialize */
    SIG_VERIFY_E           = -229, /* signature verify error */
    BAD_COND_E             = -230, /* bad condition variable operation */
    SIG_TYPE_E             = -231, /* signature type not enabled or available */
    HASH_TYPE_E            = -232, /* hash type not enabled or available */
    WC_KEY_SIZE_E          = -234, /* key size error, either too small or large */
    MISSING_RNG_E          = -236, /* RNG required but not provided */
    ASN_PATHLEN_SIZE_E     = -237, /* ASN CA path length too large error */
    ASN_PATHLEN_INV_E      = -238, /* ASN CA path length inversion error */
    DH_CHECK_PUB_E         = -243, /* DH check public key error */
    ECC_PRIVATEONLY_E      = -246, /* invalid use of private only ECC key */
    PSS_SALTLEN_E          = -250, /* PSS salt length too long for key */
    PRIME_GEN_E            = -251, /* unable to find a prime for RSA key */
    RSA_OUT_OF_RANGE_E     = -253, /* RSA raw input out of range */
    RSA_KEY_PAIR_E         = -262, /* RSA key pair-wise consistency check fail */
    DH_CHECK_PRIV_E        = -263, /* DH check private key error */
    PSS_SALTLEN_RECOVER_E  = -273, /* PSS salt length not recoverable */
    CHACHA_POLY_OVERFLOW   = -274, /* ChaCha20Poly1305 limit overflow */
    ASN_SELF_SIGNED_E      = -275, /* ASN self-signed certificate error */
    SAKKE_VERIFY_FAIL_E    = -276, /* SAKKE derivation verification error */
    MISSING_IV             = -277, /* IV was not set */
    MISSING_KEY            = -278, /* key was not set */
    BAD_LENGTH_E           = -279, /* value of length parameter is invalid */
    ECC_PCT_E              = -286, /* ECDHE pairwise consistency test failed */
    ENTROPY_RT_E           = -294, /* entropy repetition count test failed */
    ENTROPY_APT_E          = -295, /* entropy adaptive proportion test failed */
    ASN_LEN_E              = -297, /* ASN length invalid */
    SM4_GCM_AUTH_E         = -298, /* SM4-GCM authentication check failure */
    SM4_CCM_AUTH_E         = -299, /* SM4-CCM authentication check failure */

    WC_LAST_E              = -299,
    MIN_CODE_E             = -300  /* errors end here, exclusive */
};

/* Text for an error code; "unknown error number" for anything else. */
WOLFSSL_API const char* wc_GetErrorString(int error);
/* Copies the text into buffer (at least WOLFSSL_MAX_ERROR_SZ bytes). */
WOLFSSL_API void wc_ErrorString(int err, char* buff);

#define WOLFSSL_MAX_ERROR_SZ 80

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_ERROR_H */
