#!/usr/bin/env python3
"""Measure spvrt_float_tolerance_derive over the shaders of AmberScripts.

Extracts every SHADER of the given .amber files (GLSL compiled with
glslangValidator for the script's target environment, as the runner does;
SPIRV-ASM and SPIRV-HEX as they are), runs the unit test binary in its
measurement mode on them, and prints one line per shader plus a summary.

    python3 tests/unit/float_bound_measure.py build/spvrt_float_bound_test \
        tests/amber/compute/*.amber bench/kernels/*.amber
"""
import collections
import os
import re
import subprocess
import sys
import tempfile


def shaders(path):
    text = open(path, encoding='utf-8').read()
    env = 'vulkan1.2'
    m = re.search(r'^# target-env:\s*(vulkan1\.\d)', text, re.M)
    if m:
        env = m.group(1)
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        parts = lines[i].split()
        if len(parts) >= 4 and parts[0] == 'SHADER':
            name, fmt = parts[2], parts[3]
            body = []
            i += 1
            while i < len(lines) and lines[i].strip() != 'END':
                body.append(lines[i])
                i += 1
            yield name, fmt, '\n'.join(body) + '\n', env
        i += 1


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    tool, scripts = sys.argv[1], sys.argv[2:]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for script in scripts:
            base = os.path.splitext(os.path.basename(script))[0]
            for name, fmt, body, env in shaders(script):
                stem = os.path.join(tmp, '%s.%s' % (base, name))
                if fmt == 'GLSL':
                    src = stem + '.comp'
                    open(src, 'w').write(body)
                    out = stem + '.spv'
                    p = subprocess.run(['glslangValidator', '-V', '--target-env', env, '-S', 'comp', '-o', out, src],
                                       capture_output=True, text=True)
                    if p.returncode != 0:
                        rows.append('%s:%s\tcompile error' % (script, name))
                        continue
                elif fmt == 'SPIRV-ASM':
                    out = stem + '.spvasm'
                    open(out, 'w').write(body)
                elif fmt == 'SPIRV-HEX':
                    words = bytes.fromhex(''.join(body.split()))
                    # hex words are big-endian text of 32-bit words: store them in host (little-endian) order
                    out = stem + '.spv'
                    with open(out, 'wb') as f:
                        for k in range(0, len(words), 4):
                            f.write(words[k:k + 4][::-1])
                else:
                    continue
                files.append((script, name, out))
        p = subprocess.run([tool] + [f for _, _, f in files], capture_output=True, text=True)
        by_file = {}
        for line in p.stdout.splitlines():
            parts = line.split('\t')
            by_file[parts[0]] = parts[1:]
        for script, name, out in files:
            rows.append('%s:%s\t%s' % (script, name, '\t'.join(by_file.get(out, ['no output']))))
    summary = collections.Counter()
    reasons = collections.Counter()
    for row in rows:
        print(row)
        fields = row.split('\t')
        summary[fields[1]] += 1
        for f in fields[2:]:
            if f.startswith('unbounded_by='):
                reasons[f.split('=')[1].split('@')[0]] += 1
    print('summary:', dict(summary))
    print('unbounded by:', dict(reasons))


if __name__ == '__main__':
    main()
