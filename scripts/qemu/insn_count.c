/* insn_count.c -- qemu TCG plugin: exact instruction and multiply counts of
 * marked regions of a RISC-V 64 guest, and modeled cycles (cycles=).
 *
 * Measurement tooling, outside the library layers: the benchmark runs under
 * `qemu-riscv64 -plugin libinsn_count.so` and brackets each operation with
 * WC_MARKER_START()/WC_MARKER_STOP() (scripts/qemu/wc_marker.h).  For every
 * region the plugin prints one line (to stderr unless out= says otherwise):
 *
 *     WC_COUNT <instructions> <mul_instructions>
 *
 * counting the guest instructions executed strictly between the two markers
 * (the markers themselves are not counted; compressed instructions count
 * as instructions) and, of those, the RV64 M-extension multiplies mul, mulh,
 * mulhsu, mulhu and mulw (divisions and remainders are not multiplies).
 *
 * Method (cheap enough for hundreds of millions of instructions): every
 * translation block (TB) adds its instruction and multiply counts to two
 * global totals with inline adds -- generated code, no helper call.  Only
 * marker instructions get a callback (and, with cycles=, every block one
 * for the models).  Inline adds run when a TB starts, so
 * at a marker the totals already include the whole TB; each marker
 * callback carries the number of instructions (and multiplies) of its TB
 * that lie after it and subtracts them:
 *
 *   START at index i of an n-insn TB: begin = total - (n - 1 - i)
 *   STOP  at index j of an m-insn TB: count = total - (m - j) - begin
 *
 * This is exact as long as every TB that starts also runs to its end, which
 * holds for ordinary user-mode code (TBs end at branches, ecall, page
 * ends); a guest fault in the middle of a TB (a signal) would over-count.
 * The guest is assumed single-threaded (one set of totals).
 *
 * Arguments (`-plugin libinsn_count.so,total=on,out=FILE`):
 *   total=on   also print `WC_COUNT_TOTAL <instructions> <mul>` at exit,
 *              counting the whole run (markers included).
 *   out=FILE   append the lines to FILE instead of writing them to stderr;
 *              out=qemu-log sends them through qemu_plugin_outs, i.e. to
 *              qemu's log, which is silent unless qemu runs with -d plugin
 *              (and then goes to stderr, or to the file given with -D).
 *   cycles=M   also run the cycle model M (u74, u54, u74-mca, u54-mca;
 *              rv_model.h) and after each WC_COUNT line print
 *                  WC_CYCLES <M> <cycles> <branches> <mispredicts>
 *                            <icache_misses>
 *              for the same region; several models: cycles=u74+u54 or
 *              the argument repeated.  The models get one callback per
 *              executed translation block (the block's instructions are
 *              decoded once, at translation, by rv_decode.h).
 *   trace=on   also print `WC_ISSUE <M> <region> <pc> <cycle>` for every
 *              instruction of a region: the cycle it issues in, counted
 *              from the region's start (for reading a schedule); region
 *              numbers count the modelled regions from 1 (the lines of a
 *              region may come before the WC_COUNT lines of earlier
 *              ones).
 *   sample=N   model only every N-th region (the 1st, N+1-th, ...); the
 *              others get no WC_CYCLES lines (the benchmark passes its
 *              --iters: cycles of the first run of each row).
 *   warm=on    run the models outside regions too (default off: only
 *              inside them; START drains a model, so only the branch
 *              predictor and I-cache state differ).
 *   bht=N      branch history table entries (power of two, default 512).
 *   icache=on  model a 32 KiB instruction cache of 64-byte lines
 *              (icsize=, icline=, icways= change it; default 4 ways),
 *              icmiss=N cycles per miss (default 20), icprefetch=on for
 *              a tagged next-line prefetcher.
 *   profile=FILE  at exit write `<pc> <insns> <count> <cycles>` to FILE
 *              for every translation block run inside regions: its start
 *              address, its length in instructions, how many times it
 *              ran while a region was open and, with cycles=, the first
 *              model's cycles spent from its start to the next block's
 *              (0 without a model) (whole blocks: the block of a
 *              START is not counted, the block of a STOP is, so the
 *              figures are exact but for those two blocks a region;
 *              scripts/qemu/profile-report.py maps the lines to
 *              functions).  One callback per executed block.
 * Writing straight to stderr (the default) keeps the lines in order with
 * what the guest itself writes to its (unbuffered) stderr.
 *
 * Host-side code: built with the host cc as a shared object (build.sh).
 */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wc-qemu-plugin.h"
#include "wc_marker.h"
#include "rv_insn.h"
#include "rv_model.h"

WC_QEMU_PLUGIN_EXPORT int qemu_plugin_version = WC_QEMU_PLUGIN_API_VERSION;

/* Kinds of instruction the translator distinguishes. */
enum insn_kind { INSN_OTHER, INSN_MUL, INSN_START, INSN_STOP };

/* Marker callback data, packed into the user-data pointer:
 * bit 0 = STOP (else START), bits 1..12 = instructions of the TB after the
 * marker (for STOP: including the marker), bits 13..24 = multiplies after
 * the marker.  A TB holds at most 512 instructions, so 12 bits suffice. */
#define PACK_FIELD_MAX 0xfffu

static uint64_t total_insns;  /* instructions of all TBs entered */
static uint64_t total_muls;   /* multiplies of all TBs entered */
static uint64_t begin_insns;  /* total_insns as of the last START */
static uint64_t begin_muls;
static int region_active;
static int print_total;
static FILE *out_file;        /* NULL: stderr, or qemu's log if out_log */
static int out_log;

/* Cycle models (cycles=), all fed the same blocks. */
#define MAX_MODELS 8
static rv_model models[MAX_MODELS];
static unsigned n_models;
static int models_warm;
static unsigned models_sample = 1;   /* sample=N */
static uint64_t n_regions;           /* regions opened */
static int region_modelled;          /* the open one is (sample=) */
static int model_trace;
static unsigned bht_entries = 512;
static rv_icache_cfg icache = { 0, 32768, 64, 4, 20, 0 };

/* Profile (profile=): one record per translated block, a list never
 * freed (blocks are few); a block translated twice has two records. */
typedef struct prof_block {
    uint64_t pc;
    uint64_t count;
    uint64_t cycles;            /* of the first model, with cycles= */
    const rv_block *blk;        /* the models' block, or NULL */
    uint32_t n;
    struct prof_block *next;
} prof_block;
static FILE *prof_file;
static prof_block *prof_list;

/* Write one finished line of output where the out= argument says. */
static void emit(const char *line)
{
    if (out_log) {
        qemu_plugin_outs(line);
    } else {
        FILE *f = out_file != NULL ? out_file : stderr;
        fputs(line, f);
        fflush(f);
    }
}

/* Classify one guest instruction from its bytes (rv_insn.h).  Marker
 * encodings are 32 bits wide; multiplies are rv_is_mul's. */
static enum insn_kind classify(const uint8_t *p, size_t size)
{
    uint32_t w = rv_insn_word(p, size);

    if (size == 4 && w == WC_MARKER_START_INSN) {
        return INSN_START;
    }
    if (size == 4 && w == WC_MARKER_STOP_INSN) {
        return INSN_STOP;
    }
    return rv_is_mul(w, size) ? INSN_MUL : INSN_OTHER;
}

/* The models' results for the region that just ended (the block
 * callback, which runs before the marker's, has queued them). */
static void emit_cycles(void)
{
    unsigned k;
    char line[160];
    rv_result r;

    for (k = 0; k < n_models; k++) {
        if (!rv_model_pop(&models[k], &r)) {
            fprintf(stderr, "insn_count: no %s result for the region\n",
                    models[k].core->name);
            continue;
        }
        snprintf(line, sizeof(line), "WC_CYCLES %s %llu %llu %llu %llu\n",
                 models[k].core->name, (unsigned long long)r.cycles,
                 (unsigned long long)r.branches,
                 (unsigned long long)r.mispredicts,
                 (unsigned long long)r.icache_misses);
        emit(line);
    }
}

/* Some model is inside a region or has a branch to settle (without
 * warm=on nothing else needs the block callback: it returns at once). */
static int models_busy;

/* Every model over one block (apart from on_tb_exec so that the early
 * return there costs no register saves). */
static void __attribute__((noinline)) run_models(const rv_block *b)
{
    unsigned k;
    int busy = 0;

    for (k = 0; k < n_models; k++) {
        rv_model_block(&models[k], b, !models_warm);
        busy |= models[k].in_region || models[k].pend != 0;
    }
    models_busy = busy;
}

/* Block callback: run the models over the block. */
static void on_tb_exec(unsigned int vcpu_index, void *userdata)
{
    const rv_block *b = userdata;

    (void)vcpu_index;
    if (models_busy || models_warm || b->has_marker) {
        run_models(b);
    }
}

/* The block's instructions decoded for the models, with the I-cache
 * lines they touch.  Never freed: qemu 7.2's plugin API does not say
 * when a block is dropped, and blocks are few. */
static rv_block *make_block(struct qemu_plugin_tb *tb, size_t n)
{
    rv_block *b;
    size_t i, nl = 0;
    uint64_t last_line = UINT64_MAX;
    unsigned line = icache.line;

    b = malloc(sizeof(*b) + n * sizeof(rv_op));
    if (b == NULL) {
        return NULL;
    }
    b->pc = qemu_plugin_tb_vaddr(tb);
    b->n = (uint32_t)n;
    b->has_marker = 0;
    b->pcs = malloc(n * sizeof(uint64_t));
    b->lines = malloc(2 * n * sizeof(uint64_t));
    b->line_at = malloc(2 * n * sizeof(uint16_t));
    if (b->pcs == NULL || b->lines == NULL || b->line_at == NULL) {
        free(b->pcs);
        free(b->lines);
        free(b->line_at);
        free(b);
        return NULL;
    }
    for (i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        size_t size = qemu_plugin_insn_size(insn);
        uint64_t pc = qemu_plugin_insn_vaddr(insn);
        uint64_t l0 = pc / line, l1 = (pc + size - 1) / line;

        rv_decode(qemu_plugin_insn_data(insn), size, &b->ops[i]);
        rv_model_prepare(&b->ops[i]);
        b->pcs[i] = pc;
        if (b->ops[i].cls == RV_MARK_START || b->ops[i].cls == RV_MARK_STOP) {
            b->has_marker = 1;
        }
        for (; l0 <= l1; l0++) {
            if (l0 != last_line) {
                b->lines[nl] = l0 * line;
                b->line_at[nl] = (uint16_t)i;
                nl++;
                last_line = l0;
            }
        }
    }
    b->n_lines = (uint16_t)nl;
    return b;
}

/* Block callback of the profile: count the block if a region is open. */
static void on_prof_exec(unsigned int vcpu_index, void *userdata)
{
    prof_block *p = userdata;

    p->count += (uint64_t)region_active;
    if (p->blk != NULL) {
        /* the models' callback too: the first model's clock moves by
         * the cycles this block takes (to the next block's issue) */
        uint64_t t0 = models[0].h.grp_t;
        on_tb_exec(vcpu_index, (void *)p->blk);
        if (region_active) {
            p->cycles += models[0].h.grp_t - t0;
        }
    }
}

/* A profile record for a block just translated, running the models over
 * blk too if it is not NULL (0 on success). */
static int prof_add(struct qemu_plugin_tb *tb, size_t n, const rv_block *blk)
{
    prof_block *p = malloc(sizeof(*p));

    if (p == NULL) {
        return -1;
    }
    p->pc = qemu_plugin_tb_vaddr(tb);
    p->n = (uint32_t)n;
    p->count = 0;
    p->cycles = 0;
    p->blk = blk;
    p->next = prof_list;
    prof_list = p;
    qemu_plugin_register_vcpu_tb_exec_cb(tb, on_prof_exec,
                                         QEMU_PLUGIN_CB_NO_REGS, p);
    return 0;
}

/* Marker callback: open or close a region (see the file comment for the
 * arithmetic). */
static void on_marker(unsigned int vcpu_index, void *userdata)
{
    uintptr_t packed = (uintptr_t)userdata;
    uint64_t after_insns = (packed >> 1) & PACK_FIELD_MAX;
    uint64_t after_muls = (packed >> 13) & PACK_FIELD_MAX;
    char line[96];

    (void)vcpu_index;
    if ((packed & 1u) == 0) {
        if (region_active) {
            fputs("insn_count: START inside a region; "
              "restarting it\n", stderr);
        }
        begin_insns = total_insns - after_insns;
        begin_muls = total_muls - after_muls;
        region_active = 1;
        region_modelled = n_regions++ % models_sample == 0;
        return;
    }
    if (!region_active) {
        fputs("insn_count: STOP without START ignored\n", stderr);
        return;
    }
    region_active = 0;
    snprintf(line, sizeof(line), "WC_COUNT %llu %llu\n",
             (unsigned long long)(total_insns - after_insns - begin_insns),
             (unsigned long long)(total_muls - after_muls - begin_muls));
    emit(line);
    if (region_modelled) {
        emit_cycles();
    }
}

/* Translation callback: classify the TB's instructions, add its counts
 * inline, and give each marker a callback that knows how much of the TB
 * lies after it. */
static void on_tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    size_t n = qemu_plugin_tb_n_insns(tb);
    size_t i, n_muls = 0;
    unsigned char kind[PACK_FIELD_MAX + 1];

    (void)id;
    if (n == 0) {
        return;
    }
    if (n > PACK_FIELD_MAX) {
        /* Cannot happen (TBs hold at most 512 instructions). */
        fputs("insn_count: oversized TB not counted\n", stderr);
        return;
    }
    for (i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        kind[i] = (unsigned char)classify(qemu_plugin_insn_data(insn),
                           qemu_plugin_insn_size(insn));
        n_muls += (kind[i] == INSN_MUL);
    }
    {
        rv_block *b = NULL;
        if (n_models != 0) {
            b = make_block(tb, n);
            if (b == NULL) {
                fputs("insn_count: out of memory; block not modelled\n",
                      stderr);
            }
        }
        if (prof_file != NULL) {
            /* one callback does both */
            if (prof_add(tb, n, b) != 0) {
                fputs("insn_count: out of memory; block not profiled\n",
                      stderr);
            }
        } else if (b != NULL) {
            qemu_plugin_register_vcpu_tb_exec_cb(tb, on_tb_exec,
                                                 QEMU_PLUGIN_CB_NO_REGS, b);
        }
    }
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64,
                                             &total_insns, n);
    if (n_muls != 0) {
        qemu_plugin_register_vcpu_tb_exec_inline(
            tb, QEMU_PLUGIN_INLINE_ADD_U64, &total_muls, n_muls);
    }
    /* Walk backwards so that the multiplies after index i are known. */
    {
        size_t muls_after = 0;
        size_t j = n;
        while (j-- > 0) {
            if (kind[j] == INSN_START || kind[j] == INSN_STOP) {
                int stop = (kind[j] == INSN_STOP);
                uintptr_t after = stop ? n - j : n - 1 - j;
                uintptr_t packed = (uintptr_t)stop | (after << 1) |
                                   ((uintptr_t)muls_after << 13);
                qemu_plugin_register_vcpu_insn_exec_cb(
                    qemu_plugin_tb_get_insn(tb, j), on_marker,
                    QEMU_PLUGIN_CB_NO_REGS, (void *)packed);
            }
            muls_after += (kind[j] == INSN_MUL);
        }
    }
}

/* At exit: optional whole-run totals, and a warning for an open region. */
static void on_exit_cb(qemu_plugin_id_t id, void *userdata)
{
    char line[96];

    (void)id;
    (void)userdata;
    if (region_active) {
        fputs("insn_count: region still open at exit\n", stderr);
    }
    if (print_total) {
        snprintf(line, sizeof(line), "WC_COUNT_TOTAL %llu %llu\n",
                 (unsigned long long)total_insns,
                 (unsigned long long)total_muls);
        emit(line);
    }
    if (prof_file != NULL) {
        const prof_block *p;

        for (p = prof_list; p != NULL; p = p->next) {
            if (p->count != 0) {
                fprintf(prof_file, "0x%llx %u %llu %llu\n",
                        (unsigned long long)p->pc, (unsigned)p->n,
                        (unsigned long long)p->count,
                        (unsigned long long)p->cycles);
            }
        }
        fclose(prof_file);
        prof_file = NULL;
    }
}

/* cycles=a+b+...: remember the cores (initialised once every option is
 * known). */
static int add_models(const char *list)
{
    char name[32];
    const char *p = list;

    while (*p != '\0') {
        size_t len = strcspn(p, "+:");
        const rv_core *core;

        if (len == 0 || len >= sizeof(name)) {
            fprintf(stderr, "insn_count: bad cycles= list '%s'\n", list);
            return -1;
        }
        memcpy(name, p, len);
        name[len] = '\0';
        core = rv_core_find(name);
        if (core == NULL) {
            fprintf(stderr, "insn_count: unknown model '%s' (u74, u54, "
                    "u74-mca, u54-mca)\n", name);
            return -1;
        }
        if (n_models == MAX_MODELS) {
            fputs("insn_count: too many models\n", stderr);
            return -1;
        }
        models[n_models++].core = core;
        p += len;
        if (*p != '\0') {
            p++;
        }
    }
    return 0;
}

/* NAME=VALUE with VALUE a positive number; 0 if arg is not NAME=. */
static int number_arg(const char *arg, const char *name, unsigned *out)
{
    size_t len = strlen(name);
    char *end;
    unsigned long v;

    if (strncmp(arg, name, len) != 0 || arg[len] != '=') {
        return 0;
    }
    v = strtoul(arg + len + 1, &end, 0);
    if (*end != '\0' || v == 0 || v > 1u << 24) {
        return -1;
    }
    *out = (unsigned)v;
    return 1;
}

/* The options of the models; returns 0 if arg is one of them. */
static int parse_model_option(const char *arg)
{
    static const struct { const char *name; unsigned *v; } nums[] = {
        { "bht", &bht_entries }, { "icsize", &icache.size },
        { "icline", &icache.line }, { "icways", &icache.ways },
        { "icmiss", &icache.miss }, { "sample", &models_sample },
    };
    size_t k;

    if (strcmp(arg, "trace=on") == 0) {
        model_trace = 1;
        return 0;
    }
    if (strcmp(arg, "warm=on") == 0 || strcmp(arg, "warm=off") == 0) {
        models_warm = arg[6] == 'n';
        return 0;
    }
    if (strcmp(arg, "icache=on") == 0 || strcmp(arg, "icache=off") == 0) {
        icache.on = arg[8] == 'n';
        return 0;
    }
    if (strcmp(arg, "icprefetch=on") == 0 ||
        strcmp(arg, "icprefetch=off") == 0) {
        icache.prefetch = arg[12] == 'n';
        return 0;
    }
    for (k = 0; k < sizeof(nums) / sizeof(nums[0]); k++) {
        int r = number_arg(arg, nums[k].name, nums[k].v);
        if (r != 0) {
            if (r < 0) {
                return -1;
            }
            break;
        }
    }
    if (k == sizeof(nums) / sizeof(nums[0])) {
        return -1;
    }
    if ((bht_entries & (bht_entries - 1)) != 0 ||
        (icache.line & (icache.line - 1)) != 0 ||
        icache.size % (icache.line * icache.ways) != 0) {
        fputs("insn_count: bht and icline must be powers of two, icsize a "
              "multiple of icline * icways\n", stderr);
        return -1;
    }
    return 0;
}

/* *f = fopen(path, mode) for an out= or profile= argument; -1 (and a
 * message) if it cannot be opened. */
static int open_arg_file(FILE **f, const char *path, const char *mode)
{
    *f = fopen(path, mode);
    if (*f == NULL) {
        fprintf(stderr, "insn_count: cannot open '%s'\n", path);
        return -1;
    }
    return 0;
}

WC_QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
                                              const qemu_info_t *info,
                                              int argc, char **argv)
{
    int i;

    if (info->target_name == NULL ||
        strncmp(info->target_name, "riscv", 5) != 0) {
        fprintf(stderr, "insn_count: RISC-V guests only (got %s)\n",
                info->target_name ? info->target_name : "?");
        return -1;
    }
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "total=on") == 0) {
            print_total = 1;
        } else if (strcmp(argv[i], "total=off") == 0) {
            print_total = 0;
        } else if (strcmp(argv[i], "out=qemu-log") == 0) {
            out_log = 1;
        } else if (strncmp(argv[i], "out=", 4) == 0) {
            if (open_arg_file(&out_file, argv[i] + 4, "a") != 0) {
                return -1;
            }
        } else if (strncmp(argv[i], "profile=", 8) == 0) {
            if (open_arg_file(&prof_file, argv[i] + 8, "w") != 0) {
                return -1;
            }
        } else if (strncmp(argv[i], "cycles=", 7) == 0) {
            if (add_models(argv[i] + 7) != 0) {
                return -1;
            }
        } else if (parse_model_option(argv[i]) != 0) {
            fprintf(stderr, "insn_count: unknown argument '%s'\n", argv[i]);
            return -1;
        }
    }
    for (i = 0; i < (int)n_models; i++) {
        if (rv_model_init(&models[i], models[i].core, bht_entries,
                          &icache) != 0) {
            fputs("insn_count: out of memory\n", stderr);
            return -1;
        }
        if (model_trace) {
            models[i].trace = out_file != NULL ? out_file : stderr;
        }
        models[i].sample = models_sample;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_tb_trans);
    qemu_plugin_register_atexit_cb(id, on_exit_cb, NULL);
    return 0;
}
