#!/usr/bin/env bash
# Builds and runs one libFuzzer target over kitscan's library code.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer flags…]
#   TARGET: lexer | parser | scan | config | baseline | pattern      (SECONDS: default 60)
#   SECONDS "build": only build (or find cached) the target's binary, run nothing.
#
# The target's Swift file (Fuzz/<Name>Fuzz.swift) is compiled together with the library
# sources it needs as ONE module (the `import Kitscan…` lines are stripped into a temporary
# copy), with -sanitize=fuzzer,address and -O (bounds checks and overflow traps stay on).
# Binaries are cached in .build/fuzz/ and rebuilt when a source is newer. The seed corpus is
# copied from Samples/, Rules/ and the test sources into .build/fuzz/seeds-TARGET; the corpus
# libFuzzer grows lives in .build/fuzz/corpus-TARGET. Fuzz/corpus/TARGET (a small minimised
# corpus kept in the repository, so a short run starts deep) and Fuzz/regressions/TARGET
# (inputs that once failed) are read too, never written. A crash or leak is written to
# Fuzz/crash-TARGET-<hash> (gitignored); the script prints that file's path and exits
# non-zero. Leaks are detected; Fuzz/lsan.supp names the one frame of Foundation's that
# leaks by itself (see there why).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
target="${1:-}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : $# ))

case "$target" in
  lexer)    name=Lexer;    modules="KitscanLexer";                            maxlen=4096; dict=swift ;;
  parser)   name=Parser;   modules="KitscanSupport KitscanLexer KitscanParser"; maxlen=4096; dict=swift ;;
  # scan: every rule walks the whole file, so a run costs its length; 2 KB inputs run about
  # 1.45 times as often as 8 KB ones and reach the same coverage (measured over 40 s each).
  scan)     name=Scan;     modules="KitscanSupport KitscanFiles KitscanLexer KitscanParser KitscanEngine"; maxlen=2048; dict=swift ;;
  config)   name=Config;   modules="KitscanSupport KitscanFiles KitscanLexer KitscanParser KitscanEngine"; maxlen=4096; dict=json ;;
  baseline) name=Baseline; modules="KitscanSupport KitscanRatchet";           maxlen=4096; dict=json ;;
  pattern)  name=Pattern;  modules="KitscanSupport KitscanFiles KitscanLexer KitscanParser KitscanEngine"; maxlen=1024; dict=swift ;;
  *) echo "usage: Scripts/fuzz.sh lexer|parser|scan|config|baseline|pattern [SECONDS] [libFuzzer flags…]" >&2; exit 2 ;;
esac

swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
out="$root/.build/fuzz"
bin="$out/fuzz-$target"
mkdir -p "$out"

# --- build (cached) -------------------------------------------------------------------------
sources=()
for m in $modules; do
  while IFS= read -r f; do sources+=("$f"); done < <(find "Sources/$m" -name '*.swift' | sort)
done
harness="Fuzz/${name}Fuzz.swift"
needs_build=0
if [[ ! -x "$bin" ]]; then needs_build=1
else
  for f in "${sources[@]}" "$harness" "$0"; do
    if [[ "$f" -nt "$bin" ]]; then needs_build=1; break; fi
  done
fi
if (( needs_build )); then
  src="$out/src-$target"
  rm -rf "$src"; mkdir -p "$src"
  copies=()
  for f in "${sources[@]}"; do
    dest="$src/${f//\//_}"
    # One module: the library's imports of its sibling modules must go.
    sed -E 's/^(@testable )?import Kitscan[A-Za-z]+[[:space:]]*$//' "$f" > "$dest"
    copies+=("$dest")
  done
  echo "building fuzz-$target (${#sources[@]} library files)…" >&2
  "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -module-name "Fuzz$name" -package-name kitscan \
    "${copies[@]}" "$harness" -o "$bin" 2> "$out/build-$target.log" || {
      grep -v 'Cannot export local symbol' "$out/build-$target.log" >&2; exit 3; }
fi

[[ "$seconds" == build ]] && exit 0

# --- seed corpus ----------------------------------------------------------------------------
seeds="$out/seeds-$target"
corpus="$out/corpus-$target"
mkdir -p "$corpus"
if [[ ! -d "$seeds" ]]; then
  mkdir -p "$seeds"
  n=0
  copy() { cp "$1" "$seeds/seed-$n"; n=$((n + 1)); }
  case "$target" in
    lexer|parser|scan)
      while IFS= read -r f; do copy "$f"; done < <(find Samples Tests -name '*.swift' -size -64k | sort)
      # Fixtures inside the rules' examples are Swift too.
      while IFS= read -r f; do copy "$f"; done < <(find Rules -name '*.json' | sort) ;;
    config)
      while IFS= read -r f; do copy "$f"; done < <(find Samples Rules -name '*.json' | sort)
      printf '{"include":["App/**/*.swift"],"exclude":["**/Generated/**"],"kit":{"paths":["Kit/**"],"modules":["OmoKit"]},"rules":{"raw-colour":{"severity":"error","exclude":["**/Legacy/**"]},"small-font":false}}' > "$seeds/seed-$n"; n=$((n + 1))
      printf '{"exceptionMarker":"kitscan-allow","baseline":"kitscan-baseline.json","debtList":"docs/debt.md","formChangingModifiers":["font"],"rulePaths":["rules"]}' > "$seeds/seed-$n" ;;
    pattern)
      printf 'RoundedRectangle(cornerRadius: $r:number, ...)\n$r < 12\nRoundedRectangle(cornerRadius: 8).fill(.red)\n' > "$seeds/seed-0"
      printf '.foregroundStyle(EnvisioningAccent.$s:identifier)\n$s ~ "^fill"\nText("a").foregroundStyle(EnvisioningAccent.fill)\n' > "$seeds/seed-1"
      printf 'ProgressView(...) ... .scaleEffect(...)\n\nProgressView()\n  .padding()\n  .scaleEffect(2)\n' > "$seeds/seed-2"
      printf 'Image(systemName: $s:string)\n$s == "chevron.left"\nImage(systemName: "chevron.left")\n' > "$seeds/seed-3" ;;
    baseline)
      printf '{\n  "version": 1,\n  "files": {\n    "App/A.swift": {\n      "raw-colour": { "count": 2, "fingerprints": ["0123456789ab", "fedcba987654"] },\n      "small-font": { "count": 1, "fingerprints": [], "raised": "design review 2024-05" }\n    },\n    "App/B C/Ä.swift": { "device-idiom": { "count": 3 } }\n  }\n}\n' > "$seeds/seed-0"
      printf '{"version":1,"files":{}}' > "$seeds/seed-1"
      printf '\xef\xbb\xbf{"version": 1, "files": {"x.swift": {"r": {"count": 1}}}}' > "$seeds/seed-2"
      printf '<<<<<<< HEAD\n{"version":1,"files":{}}\n=======\n>>>>>>> b\n' > "$seeds/seed-3" ;;
  esac
fi

# --- run ------------------------------------------------------------------------------------
echo "fuzzing $target for ${seconds}s (corpus $corpus)…" >&2
set +e
dirs=("$corpus" "$seeds")
for d in "Fuzz/corpus/$target" "Fuzz/regressions/$target"; do [[ -d "$d" ]] && dirs+=("$d"); done
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
"$bin" "${dirs[@]}" \
  -max_total_time="$seconds" -max_len="$maxlen" -timeout=10 -rss_limit_mb=2048 \
  -dict="Fuzz/$dict.dict" -artifact_prefix="Fuzz/crash-$target-" -print_final_stats=1 \
  "$@" 2> "$out/run-$target.log"
status=$?
set -e
grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|stat::new_units_added)|^#[0-9]+ +DONE|ERROR|SUMMARY|panic|Fatal error|deadly signal|Test unit written' "$out/run-$target.log" >&2 || true
if (( status != 0 )); then
  # The reproducer: the unit libFuzzer wrote, or (a failure while it read the corpus) the
  # input it was running.
  input="$(sed -nE 's/^.*Test unit written to (.*)$/\1/p' "$out/run-$target.log" | tail -1)"
  [[ -n "$input" ]] || input="$(sed -nE 's/^Running: (.*)$/\1/p' "$out/run-$target.log" | tail -1)"
  echo "fuzz-$target FAILED (exit $status); log: $out/run-$target.log; reproducer: ${input:-none written}" >&2
  echo "  reproduce: $bin ${input:-<input>}" >&2
  exit 1
fi
echo "fuzz-$target: no crash in ${seconds}s" >&2
