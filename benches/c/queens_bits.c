/* N-Queens counted on a bit board: the columns and the two diagonals the queens above
 * attack are three bit sets, the diagonals shifted one column a row as they go down, and
 * a row's free columns are tried from the lowest bit up, as the engine tries them left
 * to right. Prints the number of solutions on standard output and the placements on
 * standard error, as seed 001 does, so the two can be checked against each other.
 *
 *   queens_bits N        (N from 1 to 32)
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long all;
static long solutions;
static long placements;

static void place(unsigned long columns, unsigned long rising, unsigned long falling)
{
    if (columns == all) {
        solutions++;
        return;
    }
    unsigned long free = all & ~(columns | rising | falling);
    while (free) {
        unsigned long bit = free & -free;
        free ^= bit;
        placements++;
        place(columns | bit, (rising | bit) >> 1, (falling | bit) << 1);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 8;
    if (n < 1 || n > 32) {
        fprintf(stderr, "usage: queens_bits N (1 to 32)\n");
        return 2;
    }
    all = (1UL << n) - 1;
    place(0, 0, 0);
    printf("%ld\n", solutions);
    fprintf(stderr, "placements %ld\n", placements);
    return 0;
}
