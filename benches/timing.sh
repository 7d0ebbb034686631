# Sourced by the whole-program benches: `best CMD...` prints the best user+system seconds
# of $rounds runs of CMD, its output thrown away; $out is a folder for the timing file.
best() {
    best=""
    i=0
    while [ "$i" -lt "$rounds" ]; do
        /usr/bin/time -o "$out/time" -f "%U %S" "$@" >/dev/null 2>&1
        t=$(tail -n 1 "$out/time" | awk '{ printf "%.3f", $1 + $2 }')
        if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then best=$t; fi
        i=$((i + 1))
    done
    echo "$best"
}
