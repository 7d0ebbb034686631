/* Subset sum by take-or-skip, with the engine's three tests before each branch: give up
 * when the numbers left cannot reach the target, take a number only when the sum stays
 * within the target, skip it only when the numbers after it can still reach the target.
 * The numbers taken are a bit set. Prints the number of subsets on standard output and the
 * decisions made (the engine's placements) on standard error.
 *
 *   subset_sum N          the numbers 1 to N, the target half their total (N up to 64)
 *   subset_sum T A B ...  the numbers A B ..., the target T
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long numbers[64];
static unsigned long rest[65]; /* rest[i]: the sum of the numbers from i on */
static int count;
static unsigned long target;
static volatile unsigned long seen; /* each subset found is read, as a program would */
static unsigned long taken;
static long solutions;
static long placements;

static void decide(int i, unsigned long sum)
{
    if (i == count) {
        seen = taken;
        solutions++;
        return;
    }
    if (sum + rest[i] < target)
        return;
    unsigned long number = numbers[i];
    if (sum + number <= target) {
        placements++;
        taken |= 1UL << i;
        decide(i + 1, sum + number);
        taken &= ~(1UL << i);
    }
    if (sum + rest[i + 1] >= target) {
        placements++;
        decide(i + 1, sum);
    }
}

int main(int argc, char **argv)
{
    if (argc == 2) {
        count = atoi(argv[1]);
        if (count < 1 || count > 64) {
            fprintf(stderr, "usage: subset_sum N (1 to 64) | subset_sum T A B ...\n");
            return 2;
        }
        unsigned long total = 0;
        for (int i = 0; i < count; i++) {
            numbers[i] = i + 1;
            total += i + 1;
        }
        target = total / 2;
    } else if (argc > 2 && argc - 2 <= 64) {
        target = strtoul(argv[1], NULL, 10);
        count = argc - 2;
        for (int i = 0; i < count; i++)
            numbers[i] = strtoul(argv[i + 2], NULL, 10);
    } else {
        fprintf(stderr, "usage: subset_sum N (1 to 64) | subset_sum T A B ...\n");
        return 2;
    }
    for (int i = count - 1; i >= 0; i--)
        rest[i] = rest[i + 1] + numbers[i];
    decide(0, 0);
    printf("%ld\n", solutions);
    fprintf(stderr, "placements %ld\n", placements);
    return 0;
}
