/* cert_host.c -- does a certificate name the host we connected to?
 * (RFC 6125, as TLS clients check it.)
 *
 * - An IP literal (dotted IPv4, or IPv6 with "::" and an optional dotted
 *   tail, brackets allowed) matches only iPAddress subjectAltNames, octet
 *   for octet: IPADDR_MISMATCH otherwise.
 * - A DNS name matches a dNSName case-insensitively, one trailing dot on
 *   either side ignored.  A wildcard is a left-most label of exactly "*",
 *   standing for one non-empty label, followed by at least two labels
 *   ("*.example.com"; not "*.com", "f*.example.com" or "a.*.example.com").
 * - The subject's (last) commonName is compared the same way only when
 *   the certificate has no subjectAltName at all and the caller allows it.
 * DOMAIN_NAME_MISMATCH otherwise.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/error-ssl.h>

#include "cert_internal.h"

/* Dotted IPv4 s[0..n) into out[4]: 1 when it is one. */
static int parse_ipv4(const char* s, word32 n, byte* out)
{
    word32 i = 0;
    int    part;

    for (part = 0; part < 4; part++) {
        word32 v = 0, digits = 0;
        if (part > 0) {
            if ((i >= n) || (s[i] != '.'))
                return 0;
            i++;
        }
        while ((i < n) && (s[i] >= '0') && (s[i] <= '9') && (digits < 4)) {
            v = v * 10 + (word32)(s[i++] - '0');
            digits++;
        }
        if ((digits == 0) || (digits > 3) || (v > 255))
            return 0;
        out[part] = (byte)v;
    }
    return i == n;
}

static int hex_value(char c)
{
    if ((c >= '0') && (c <= '9'))
        return c - '0';
    if ((c >= 'a') && (c <= 'f'))
        return c - 'a' + 10;
    if ((c >= 'A') && (c <= 'F'))
        return c - 'A' + 10;
    return -1;
}

/* IPv6 s[0..n) into out[16]: 1 when it is one. */
static int parse_ipv6(const char* s, word32 n, byte* out)
{
    byte   words[16];
    int    count = 0, gap = -1;
    word32 i = 0;

    if ((n >= 2) && (s[0] == ':') && (s[1] == ':')) {
        gap = 0;
        i = 2;
    }
    while (i < n) {
        word32 start = i, v = 0;
        int    h;

        while ((i < n) && ((h = hex_value(s[i])) >= 0) && (i - start < 4)) {
            v = (v << 4) | (word32)h;
            i++;
        }
        if ((i < n) && (s[i] == '.')) {
            /* a dotted IPv4 tail */
            if ((count > 12) || !parse_ipv4(s + start, n - start,
                                            words + count))
                return 0;
            count += 4;
            i = n;
            break;
        }
        if ((i == start) || (count > 14))
            return 0;
        words[count++] = (byte)(v >> 8);
        words[count++] = (byte)v;
        if (i == n)
            break;
        if (s[i] != ':')
            return 0;
        i++;
        if ((i < n) && (s[i] == ':')) {
            if (gap >= 0)
                return 0;
            gap = count;
            i++;
        }
        else if (i == n) {
            return 0;               /* a single trailing ':' */
        }
    }
    if (gap < 0) {
        if (count != 16)
            return 0;
        XMEMCPY(out, words, 16);
        return 1;
    }
    if (count > 14)
        return 0;
    XMEMSET(out, 0, 16);
    XMEMCPY(out, words, (size_t)gap);
    XMEMCPY(out + 16 - (count - gap), words + gap, (size_t)(count - gap));
    return 1;
}

static int ieq(const char* a, const char* b, word32 n)
{
    word32 i;

    for (i = 0; i < n; i++) {
        char x = a[i], y = b[i];
        if ((x >= 'A') && (x <= 'Z'))
            x = (char)(x + 32);
        if ((y >= 'A') && (y <= 'Z'))
            y = (char)(y + 32);
        if (x != y)
            return 0;
    }
    return 1;
}

/* One presented identifier pat[0..patSz) against host[0..hostSz). */
static int dns_match(const char* pat, word32 patSz, const char* host,
                     word32 hostSz)
{
    word32 i, dots = 0, label;

    if ((patSz > 0) && (pat[patSz - 1] == '.'))
        patSz--;
    if ((patSz == 0) || (hostSz == 0))
        return 0;
    if ((patSz < 2) || (pat[0] != '*') || (pat[1] != '.')) {
        for (i = 0; i < patSz; i++) {
            if (pat[i] == '*')
                return 0;           /* a wildcard anywhere else */
        }
        return (patSz == hostSz) && ieq(pat, host, hostSz);
    }
    for (i = 1; i < patSz; i++) {
        if (pat[i] == '*')
            return 0;
        dots += (pat[i] == '.');
    }
    if (dots < 2)
        return 0;                   /* "*.com": too wide */
    /* the host's first label is the wildcard's, the rest equal */
    for (label = 0; (label < hostSz) && (host[label] != '.'); label++)
        ;
    if ((label == 0) || (label == hostSz))
        return 0;
    return (hostSz - label == patSz - 1) &&
           ieq(pat + 1, host + label, patSz - 1);
}

int cert_check_host(const DecodedCert* cert, const char* host, word32 hostSz,
                    int allowCN)
{
    const DNS_entry* d;
    byte             ip[16];
    word32           ipSz = 0;
    int              anySan = 0;

    if ((cert == NULL) || (host == NULL))
        return BAD_FUNC_ARG;
    if ((hostSz >= 2) && (host[0] == '[') && (host[hostSz - 1] == ']')) {
        host++;
        hostSz -= 2;
    }
    if (parse_ipv4(host, hostSz, ip))
        ipSz = 4;
    else if (parse_ipv6(host, hostSz, ip))
        ipSz = 16;
    if (ipSz != 0) {
        for (d = cert->altNames; d != NULL; d = d->next) {
            if ((d->type == ASN_IP_TYPE) && ((word32)d->len == ipSz) &&
                (XMEMCMP(d->name, ip, ipSz) == 0))
                return 0;
        }
        return IPADDR_MISMATCH;
    }
    if ((hostSz > 0) && (host[hostSz - 1] == '.'))
        hostSz--;
    for (d = cert->altNames; d != NULL; d = d->next) {
        anySan = 1;
        if ((d->type == ASN_DNS_TYPE) &&
            dns_match(d->name, (word32)d->len, host, hostSz))
            return 0;
    }
    if (!anySan && !cert->extSubjAltNameSet && allowCN &&
        (cert->subjectCN != NULL) &&
        dns_match(cert->subjectCN, (word32)cert->subjectCNLen, host, hostSz))
        return 0;
    return DOMAIN_NAME_MISMATCH;
}
