/* The arrangements of 1..N, position by position, the values in use kept as one bit set
 * and the free ones tried from the smallest up, as the engine tries them. Prints the
 * number of arrangements on standard output and the values placed on standard error.
 *
 *   permutations_bits N   (N from 1 to 20)
 */
#include <stdio.h>
#include <stdlib.h>

static int n;
static unsigned long all;
static volatile unsigned char values[64]; /* the arrangement being built */
static long solutions;
static long placements;

static void arrange(int position, unsigned long used)
{
    if (position == n) {
        solutions++;
        return;
    }
    unsigned long free = all & ~used;
    while (free) {
        int value = __builtin_ctzl(free);
        free &= free - 1;
        values[position] = (unsigned char)value;
        placements++;
        arrange(position + 1, used | 1UL << value);
    }
}

int main(int argc, char **argv)
{
    n = argc > 1 ? atoi(argv[1]) : 8;
    if (n < 1 || n > 20) {
        fprintf(stderr, "usage: permutations_bits N (1 to 20)\n");
        return 2;
    }
    all = ((1UL << (n + 1)) - 1) & ~1UL;
    arrange(0, 0);
    printf("%ld\n", solutions);
    fprintf(stderr, "placements %ld\n", placements);
    return 0;
}
