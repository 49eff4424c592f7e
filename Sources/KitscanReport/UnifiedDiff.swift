/// A unified diff of two versions of one file, in the form `git apply` and `patch -p1`
/// accept (`--- a/path`, `+++ b/path`, `@@ -l,n +l,n @@` hunks with 3 lines of context,
/// `\ No newline at end of file` where a version ends without one).
///
/// Lines are compared as bytes (a `\r` before the `\n` is part of the line), with Myers'
/// O((N+M)·D) algorithm after the common head and tail are set aside, so a few edits in a
/// large file cost little.
public enum UnifiedDiff {
    public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        var out = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: runs of changes, each with `context` equal lines around it, merged when close.
        var i = 0
        while i < ops.count {
            guard ops[i].kind != .equal else { i += 1; continue }
            var start = i
            var equalBefore = 0
            while start > 0, ops[start - 1].kind == .equal, equalBefore < context { start -= 1; equalBefore += 1 }
            var end = i
            while end < ops.count {
                if ops[end].kind != .equal { end += 1; continue }
                var run = end
                while run < ops.count, ops[run].kind == .equal { run += 1 }
                if run == ops.count || run - end > 2 * context {
                    end = min(run, end + context)
                    break
                }
                end = run
            }
            out += hunk(ops[start..<end], a, b)
            i = end
        }
        return out
    }

    enum Kind { case equal, delete, insert }

    struct Op {
        var kind: Kind
        /// Index in the old lines (equal, delete) and in the new ones (equal, insert); for
        /// an insert `old` is where it goes, for a delete `new` likewise.
        var old: Int
        var new: Int
    }

    static func hunk(_ ops: ArraySlice<Op>, _ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> String {
        let oldCount = ops.filter { $0.kind != .insert }.count
        let newCount = ops.filter { $0.kind != .delete }.count
        let first = ops.first!
        let oldStart = oldCount == 0 ? first.old : first.old + 1
        let newStart = newCount == 0 ? first.new : first.new + 1
        var out = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
        var bytes: [UInt8] = []
        func line(_ prefix: UInt8, _ text: ArraySlice<UInt8>) {
            bytes.append(prefix)
            bytes += text
            if text.last != 0x0A {
                bytes.append(0x0A)
                bytes += Array("\\ No newline at end of file\n".utf8)
            }
        }
        for op in ops {
            switch op.kind {
            case .equal: line(UInt8(ascii: " "), a[op.old])
            case .delete: line(UInt8(ascii: "-"), a[op.old])
            case .insert: line(UInt8(ascii: "+"), b[op.new])
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
        return out
    }

    /// The lines of `bytes`, each with its `\n` (the last one may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// The shortest edit script from `a` to `b`, in order.
    static func script(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var ops: [Op] = (0..<head).map { Op(kind: .equal, old: $0, new: $0) }
        // Lines as numbers, so the middle compares integers.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let x = a[head..<(a.count - tail)].map(id), y = b[head..<(b.count - tail)].map(id)
        ops += myers(x, y).map { Op(kind: $0.kind, old: $0.old + head, new: $0.new + head) }
        let oldEnd = a.count - tail, newEnd = b.count - tail
        ops += (0..<tail).map { Op(kind: .equal, old: oldEnd + $0, new: newEnd + $0) }
        return ops
    }

    static func myers(_ x: [Int], _ y: [Int]) -> [Op] {
        let n = x.count, m = y.count
        if n == 0 { return (0..<m).map { Op(kind: .insert, old: 0, new: $0) } }
        if m == 0 { return (0..<n).map { Op(kind: .delete, old: $0, new: 0) } }
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max {
            trace.append(v)
            var k = -d
            while k <= d {
                var px: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    px = v[max + k + 1]
                } else {
                    px = v[max + k - 1] + 1
                }
                var py = px - k
                while px < n, py < m, x[px] == y[py] { px += 1; py += 1 }
                v[max + k] = px
                if px >= n && py >= m { found = true; break }
                k += 2
            }
            if found { break }
        }
        // Walk the trace back from (n, m).
        var ops: [Op] = []
        var px = n, py = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = px - py
            let previousK: Int
            if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while px > previousX, py > previousY {
                px -= 1; py -= 1
                ops.append(Op(kind: .equal, old: px, new: py))
            }
            if d > 0 {
                if px == previousX {
                    py -= 1
                    ops.append(Op(kind: .insert, old: px, new: py))
                } else {
                    px -= 1
                    ops.append(Op(kind: .delete, old: px, new: py))
                }
            }
        }
        return ops.reversed()
    }
}
