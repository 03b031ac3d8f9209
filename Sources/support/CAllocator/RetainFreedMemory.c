#include "CAllocator.h"

#include <limits.h>
#if defined(__linux__)
#include <malloc.h>
#endif

int callocator_retain_freed_memory(size_t largest_heap_block, size_t retained_free_bytes) {
#if defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
    if (largest_heap_block > INT_MAX || retained_free_bytes > INT_MAX) return 0;
    /* Either setting also stops glibc from moving the thresholds by itself, so set both. */
    return mallopt(M_MMAP_THRESHOLD, (int)largest_heap_block) == 1
        && mallopt(M_TRIM_THRESHOLD, (int)retained_free_bytes) == 1;
#else
    (void)largest_heap_block;
    (void)retained_free_bytes;
    return 0;
#endif
}
