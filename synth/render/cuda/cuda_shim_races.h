// The evaluator's race check for a candidate's kernel (synth/evaluate), included after
// cuda_shim_guarded.h with SYNTH_RACE_CHECK defined and the translation unit compiled with
// -fsanitize=thread but linked without ThreadSanitizer's runtime: the compiler calls
// __tsan_read4(p), __tsan_write4(p) ... before every memory access, and these definitions are
// the runtime. Emulated threads run one after another, so a plain read-modify-write that would
// lose updates on a GPU gives the right answer here: the order of threads cannot show a race,
// the accesses can.
//
// Every access of a kernel's thread to a device buffer or to __shared__ memory is checked
// against the last write and the last read of each byte it touches (a shadow cell per byte):
// two accesses conflict when different threads make them, nothing orders them, and one is a
// plain write (a lost update, a read of another thread's result, two writes of one element);
// atomics conflict only with plain writes. Within a block a __syncthreads() orders what comes before
// it before what comes after (the block mode's phases); threads of different blocks are never
// ordered within a launch; a launch orders everything before it before everything in it. Each
// block has __shared__ memory of its own (the emulation reuses one copy, block after block), so
// a shared access is only compared within its block. The first conflict ends the run:
// "emulation: race: ..." on stderr, exit status 3 (the block mode's race report), its message
// ending in the conflict's class, "[race class array1:write:write]" (the array, or "shared"; this
// thread's access; the other's), unless $SYNTH_RACE_ALLOW, a comma-separated list of classes,
// names it: the classes of race the record's own kernel has at this launch, which the evaluator
// allows a candidate (synth/evaluate/reference_races.py). It is read before any of the
// candidate's code runs (a static initializer ahead of the candidate's text).
#pragma once

#include <stdint.h>

struct SynthAccess {
    uint32_t thread;  // 1 + the thread's number in its block; 0: none
    uint32_t block;
    uint32_t phase;   // the barrier interval within its block
    uint32_t launch;  // the launch it belongs to (older launches are ordered before)
};

struct SynthCell {
    SynthAccess write;  // the last write; `atomic` says whether by an atomic
    SynthAccess read;   // the last plain read (`others`: another thread read it in the same interval)
    uint8_t atomic;
    uint8_t others;
};

struct SynthRegion {
    char* begin;
    size_t bytes;
    SynthCell* cells;
    bool shared;
};

inline SynthRegion synth_regions[258];
inline int synth_region_count = 0;
inline SynthAccess synth_now = {0, 0, 0, 0};  // the running thread (thread 0: none, host code)
inline uint32_t synth_launches = 0;
inline char* synth_lowest = nullptr;
inline char* synth_highest = nullptr;

SYNTH_UNCHECKED inline void synth_race_launch()
{
    ++synth_launches;
    for (int k = 0; k < synth_region_count; ++k) free(synth_regions[k].cells);  // the last launch's shadow
    synth_region_count = 0;
    synth_lowest = (char*)UINTPTR_MAX;
    synth_highest = nullptr;
    auto add = [](char* begin, size_t bytes, bool shared) {
        if (bytes == 0) return;
        SynthCell* cells = (SynthCell*)calloc(bytes, sizeof(SynthCell));
        if (!cells) {
            fprintf(stderr, "emulation: out of memory for the race check\n");
            exit(EXIT_FAILURE);
        }
        synth_regions[synth_region_count++] = SynthRegion{begin, bytes, cells, shared};
        if (begin < synth_lowest) synth_lowest = begin;
        if (begin + bytes > synth_highest) synth_highest = begin + bytes;
    };
    for (const SynthGuarded& g : synth_guarded) {
        if (g.base) add(g.data, g.bytes, false);
    }
    if (__stop_synth_shared != __start_synth_shared) add(__start_synth_shared, (size_t)(__stop_synth_shared - __start_synth_shared), true);
}

SYNTH_UNCHECKED inline void synth_race_enter(unsigned thread, unsigned block, unsigned phase)
{
    synth_now = SynthAccess{thread + 1, block, phase, synth_launches};
}

SYNTH_UNCHECKED inline void synth_race_leave() { synth_now.thread = 0; }

// Whether `before` (an earlier access) is ordered before the running thread's access.
SYNTH_UNCHECKED inline bool synth_ordered(const SynthAccess& before, bool shared)
{
    if (before.thread == 0 || before.launch != synth_now.launch) return true;
    if (before.block != synth_now.block) return shared;  // another block's own __shared__ copy
    return before.thread == synth_now.thread || before.phase < synth_now.phase;
}

// $SYNTH_RACE_ALLOW as the process started: ",class,class," (empty: no class allowed)
SYNTH_UNCHECKED inline const char* synth_race_allowed_at_start()
{
    static char allowed[1024] = ",";
    const char* given = getenv("SYNTH_RACE_ALLOW");
    if (given && strlen(given) + 3 <= sizeof allowed) snprintf(allowed, sizeof allowed, ",%s,", given);
    return allowed;
}
inline const char* const synth_race_allowed = synth_race_allowed_at_start();

// The conflict's class ("array1:write:write"), and the end of the run unless it is allowed.
SYNTH_UNCHECKED inline void synth_race_report(const SynthRegion& r, size_t byte, int kind, const SynthAccess& other, const char* theirs)
{
    int index = 0;
    for (const SynthGuarded& g : synth_guarded) {
        if (g.base && g.data == r.begin) index = g.number;
    }
    const char* mine_class = kind == 0 ? "read" : kind == 1 ? "write" : "atomic";
    const char* theirs_class = strcmp(theirs, "wrote") == 0 ? "write" : strcmp(theirs, "updated atomically") == 0 ? "atomic" : "read";
    char array[16] = "shared";
    if (!r.shared) snprintf(array, sizeof array, "array%d", index);
    char key[80];
    snprintf(key, sizeof key, ",%s:%s:%s,", array, mine_class, theirs_class);
    if (strstr(synth_race_allowed, key)) return;  // the reference's own race at this launch
    key[strlen(key) - 1] = 0;
    char what[480];
    const char* where = r.shared ? "__shared__ memory" : "device array";
    const char* mine = kind == 0 ? "reads" : kind == 1 ? "writes" : "updates atomically";
    snprintf(what, sizeof what,
             "a data race: thread %u of block %u %s byte %zu of %s %d, which thread %u of block %u %s with nothing ordering the two "
             "(no atomic, no __syncthreads() between them; device arrays in parameter order, from 0) [race class %s]",
             synth_now.thread - 1, synth_now.block, mine, byte, where, r.shared ? 0 : index, other.thread - 1, other.block, theirs, key + 1);
    synth_fail(what);
}

SYNTH_UNCHECKED inline bool synth_same_interval(const SynthAccess& a)
{
    return a.thread != 0 && a.launch == synth_now.launch && a.block == synth_now.block && a.phase == synth_now.phase;
}

// kind: 0 a plain read, 1 a plain write, 2 an atomic read-modify-write
SYNTH_UNCHECKED inline void synth_race_check(const void* p, size_t bytes, int kind)
{
    const char* at = (const char*)p;
    if (synth_now.thread == 0 || at + bytes <= synth_lowest || at >= synth_highest) return;
    for (int k = 0; k < synth_region_count; ++k) {
        SynthRegion& r = synth_regions[k];
        if (at + bytes <= r.begin || at >= r.begin + r.bytes) continue;
        for (size_t i = 0; i < bytes; ++i) {
            if (at + i < r.begin || at + i >= r.begin + r.bytes) continue;
            const size_t byte = (size_t)(at + i - r.begin);
            SynthCell& c = r.cells[byte];
            // an atomic conflicts with a plain write only: a plain read of what atomics update is the
            // compare-and-swap idiom's first guess (``old = *address``), which the swap then checks
            if (!synth_ordered(c.write, r.shared) && (kind == 1 || !c.atomic)) synth_race_report(r, byte, kind, c.write, c.atomic ? "updated atomically" : "wrote");
            const bool read_ordered = synth_ordered(c.read, r.shared);
            if (kind == 0) {
                if (!read_ordered) {
                    c.others = 1;  // two threads read it, unordered: a write by either races with the other
                } else if (c.read.thread != synth_now.thread || !synth_same_interval(c.read)) {
                    c.read = synth_now;
                    c.others = 0;
                }
                continue;
            }
            if (kind == 1 && !read_ordered) synth_race_report(r, byte, kind, c.read, "read");
            if (kind == 1 && c.others && synth_same_interval(c.read)) synth_race_report(r, byte, kind, c.read, "and another thread read");
            c.write = synth_now;
            c.atomic = kind == 2;
        }
    }
}

SYNTH_UNCHECKED inline void synth_race_atomic(const void* p, unsigned bytes) { synth_race_check(p, bytes, 2); }

// ThreadSanitizer's instrumentation calls, answered by the check above.
extern "C" {
SYNTH_UNCHECKED void __tsan_init() {}
SYNTH_UNCHECKED void __tsan_func_entry(void*) {}
SYNTH_UNCHECKED void __tsan_func_exit() {}
#define SYNTH_TSAN_ACCESS(n)                                                                          \
    SYNTH_UNCHECKED void __tsan_read##n(void* p) { synth_race_check(p, n, 0); }                       \
    SYNTH_UNCHECKED void __tsan_write##n(void* p) { synth_race_check(p, n, 1); }                      \
    SYNTH_UNCHECKED void __tsan_unaligned_read##n(void* p) { synth_race_check(p, n, 0); }             \
    SYNTH_UNCHECKED void __tsan_unaligned_write##n(void* p) { synth_race_check(p, n, 1); }            \
    SYNTH_UNCHECKED void __tsan_volatile_read##n(void* p) { synth_race_check(p, n, 0); }              \
    SYNTH_UNCHECKED void __tsan_volatile_write##n(void* p) { synth_race_check(p, n, 1); }
SYNTH_TSAN_ACCESS(1)
SYNTH_TSAN_ACCESS(2)
SYNTH_TSAN_ACCESS(4)
SYNTH_TSAN_ACCESS(8)
SYNTH_TSAN_ACCESS(16)
#undef SYNTH_TSAN_ACCESS
SYNTH_UNCHECKED void __tsan_read_range(void* p, unsigned long n) { synth_race_check(p, n, 0); }
SYNTH_UNCHECKED void __tsan_write_range(void* p, unsigned long n) { synth_race_check(p, n, 1); }
// C++ atomics in the emulation's own code (a function-local static's guard): one thread, plain loads and stores
#define SYNTH_TSAN_ATOMIC(n, T)                                                                                   \
    SYNTH_UNCHECKED T __tsan_atomic##n##_load(const volatile T* a, int) { return *a; }                            \
    SYNTH_UNCHECKED void __tsan_atomic##n##_store(volatile T* a, T v, int) { *a = v; }
SYNTH_TSAN_ATOMIC(8, char)
SYNTH_TSAN_ATOMIC(16, short)
SYNTH_TSAN_ATOMIC(32, int)
SYNTH_TSAN_ATOMIC(64, long long)
#undef SYNTH_TSAN_ATOMIC
SYNTH_UNCHECKED void __tsan_vptr_read(void**) {}
SYNTH_UNCHECKED void __tsan_vptr_update(void**, void*) {}
}
