#!/usr/bin/env bash
# Shared by the bench scripts (sourced, not run): where the repository and the specs are, a spec folder's
# root document, the median of numbers on stdin, and building the CLI once outside the measurements.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
specs="${SDKGEN_SPECS:-$root/corpus}"

# The root document of a spec folder, relative to it: the rule CompileGateTest uses (the first
# .yaml/.yml/.json file at the top of the folder, by name), with the folders whose root sits deeper.
spec_entry() { # folder name
  case "$1" in
    digitalocean) echo specification/DigitalOcean-public.v2.yaml ;;
    *) (cd "$specs/$1" && find . -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) \
         -printf '%f\n' | LC_ALL=C sort | head -1) ;;
  esac
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

need_gnu_time() {
  command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
}

# Builds the CLI once, outside the measurements, and with it the class-data-sharing archive (bin/sdkgen marks
# the jar as built itself). The jar is not touched here: the archive records the jar's time, and a JVM given an
# archive older than its jar ignores it silently, so the scripts that pass it (generate-compare.sh, profile.sh)
# measured "this" build without it until bin/sdkgen's next run made a new one.
build_cli_once() {
  "$root/bin/sdkgen" --help >/dev/null
}

# Moves a previous run's output out of the way (renamed, deleted with the benchmark's work directory at the end)
# instead of deleting it: creating thousands of files right after deleting as many is slow on this machine's file
# system (ext4 without a journal skips recently freed inodes one by one), so a benchmark that deletes between runs
# measures that more than the program (docs/benchmarks.md, issue 26).
set_aside() {
  [ ! -e "$1" ] || mv "$1" "$1.old-$(date +%s%N)"
}
