package dev.sdkgen.gateway;

import java.util.ArrayList;
import java.util.List;

/**
 * A line diff of two texts as a unified diff (the format of {@code diff -u} and {@code git diff}), computed
 * here with Myers' O((N+M)·D) algorithm after the common first and last lines are set aside. The number of
 * differing lines it searches is bounded ({@link #MAX_EDITS}); beyond it the differing middle is shown as
 * removed, then added — still a correct diff, only not the shortest. No library: none is on the classpath.
 */
final class LineDiff {

    /** Most differing lines (edit distance) searched for the shortest diff. */
    static final int MAX_EDITS = 1000;
    /** Unchanged lines shown around each change. */
    static final int CONTEXT = 3;

    enum Op { EQUAL, DELETE, INSERT }

    /** One line of the diff: its old index (EQUAL, DELETE) and new index (EQUAL, INSERT), 0-based, else -1. */
    record Edit(Op op, int oldIndex, int newIndex) {
    }

    private LineDiff() {
    }

    /** The unified diff of {@code before} and {@code after} ({@code null}: the file does not exist); "" when equal. */
    static String unified(String path, String before, String after) {
        Lines a = Lines.of(before);
        Lines b = Lines.of(after);
        List<Edit> edits = edits(a.lines(), b.lines());
        if (edits.stream().allMatch(e -> e.op() == Op.EQUAL) && a.endsWithNewline() == b.endsWithNewline()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(before == null ? "/dev/null" : "a/" + path).append('\n');
        out.append("+++ ").append(after == null ? "/dev/null" : "b/" + path).append('\n');
        for (int[] hunk : hunks(edits, a, b)) {
            hunk(out, edits.subList(hunk[0], hunk[1]), a, b);
        }
        return out.toString();
    }

    /** Every line of both texts as EQUAL, DELETE or INSERT, in order (deletions before insertions at a change). */
    static List<Edit> edits(List<String> a, List<String> b) {
        int prefix = 0;
        while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < a.size() - prefix && suffix < b.size() - prefix
                && a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
            suffix++;
        }
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i < prefix; i++) {
            edits.add(new Edit(Op.EQUAL, i, i));
        }
        List<String> middleA = a.subList(prefix, a.size() - suffix);
        List<String> middleB = b.subList(prefix, b.size() - suffix);
        List<Edit> middle = myers(middleA, middleB);
        if (middle == null) {
            middle = replaceAll(middleA.size(), middleB.size());
        }
        for (Edit e : middle) {
            edits.add(new Edit(e.op(), e.oldIndex() < 0 ? -1 : e.oldIndex() + prefix, e.newIndex() < 0 ? -1 : e.newIndex() + prefix));
        }
        for (int i = 0; i < suffix; i++) {
            edits.add(new Edit(Op.EQUAL, a.size() - suffix + i, b.size() - suffix + i));
        }
        return edits;
    }

    /** Myers' greedy forward search; null when more than {@link #MAX_EDITS} lines differ. */
    private static List<Edit> myers(List<String> a, List<String> b) {
        int n = a.size();
        int m = b.size();
        int max = Math.min(n + m, MAX_EDITS);
        int offset = max + 1;
        int[] v = new int[2 * max + 3];
        List<int[]> trace = new ArrayList<>();
        for (int d = 0; d <= max; d++) {
            // v as it is before round d, for k in [-d-1, d+1]: what the walk back needs
            trace.add(java.util.Arrays.copyOfRange(v, offset - d - 1, offset + d + 2));
            for (int k = -d; k <= d; k += 2) {
                int x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
                int y = x - k;
                while (x < n && y < m && a.get(x).equals(b.get(y))) {
                    x++;
                    y++;
                }
                v[offset + k] = x;
                if (x >= n && y >= m) {
                    return walkBack(trace, n, m);
                }
            }
        }
        return null;
    }

    private static List<Edit> walkBack(List<int[]> trace, int n, int m) {
        List<Edit> reversed = new ArrayList<>();
        int x = n;
        int y = m;
        for (int d = trace.size() - 1; d >= 0; d--) {
            int[] v = trace.get(d);
            int base = d + 1; // index of k = 0 in this round's copy
            int k = x - y;
            int prevK = d == 0 ? 0 : k == -d || (k != d && v[base + k - 1] < v[base + k + 1]) ? k + 1 : k - 1;
            int prevX = d == 0 ? 0 : v[base + prevK];
            int prevY = prevX - prevK;
            while (x > prevX && y > prevY) {
                reversed.add(new Edit(Op.EQUAL, --x, --y));
            }
            if (d > 0) {
                reversed.add(x == prevX ? new Edit(Op.INSERT, -1, --y) : new Edit(Op.DELETE, --x, -1));
            }
        }
        java.util.Collections.reverse(reversed);
        return reversed;
    }

    private static List<Edit> replaceAll(int n, int m) {
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            edits.add(new Edit(Op.DELETE, i, -1));
        }
        for (int j = 0; j < m; j++) {
            edits.add(new Edit(Op.INSERT, -1, j));
        }
        return edits;
    }

    /** [from, to) ranges of {@code edits}: each change with {@link #CONTEXT} lines around it, overlapping ones merged. */
    private static List<int[]> hunks(List<Edit> edits, Lines a, Lines b) {
        List<int[]> hunks = new ArrayList<>();
        for (int i = 0; i < edits.size(); i++) {
            if (!changed(edits.get(i), a, b)) {
                continue;
            }
            int from = Math.max(0, i - CONTEXT);
            int to = Math.min(edits.size(), i + CONTEXT + 1);
            if (!hunks.isEmpty() && hunks.get(hunks.size() - 1)[1] >= from) {
                hunks.get(hunks.size() - 1)[1] = to;
            } else {
                hunks.add(new int[] {from, to});
            }
        }
        return hunks;
    }

    /** A changed line, or an equal last line whose final newline was added or removed. */
    private static boolean changed(Edit e, Lines a, Lines b) {
        return e.op() != Op.EQUAL || (e.oldIndex() == a.lines().size() - 1 && e.newIndex() == b.lines().size() - 1
                && a.endsWithNewline() != b.endsWithNewline());
    }

    private static void hunk(StringBuilder out, List<Edit> edits, Lines a, Lines b) {
        int oldStart = -1;
        int newStart = -1;
        int oldCount = 0;
        int newCount = 0;
        StringBuilder body = new StringBuilder();
        for (Edit e : edits) {
            if (e.oldIndex() >= 0 && oldStart < 0) {
                oldStart = e.oldIndex();
            }
            if (e.newIndex() >= 0 && newStart < 0) {
                newStart = e.newIndex();
            }
            oldCount += e.op() == Op.INSERT ? 0 : 1;
            newCount += e.op() == Op.DELETE ? 0 : 1;
            if (changed(e, a, b) && e.op() == Op.EQUAL) {
                // only the final newline differs: the line leaves and comes back
                line(body, '-', a, e.oldIndex());
                line(body, '+', b, e.newIndex());
            } else {
                line(body, e.op() == Op.EQUAL ? ' ' : e.op() == Op.DELETE ? '-' : '+', e.op() == Op.INSERT ? b : a,
                        e.op() == Op.INSERT ? e.newIndex() : e.oldIndex());
            }
        }
        out.append("@@ -").append(range(oldStart, oldCount)).append(" +")
                .append(range(newStart, newCount)).append(" @@\n").append(body);
    }

    /** {@code start,count} as diff prints it: 1-based, the line before an empty range, {@code ,1} left out. */
    private static String range(int start, int count) {
        if (count == 0) {
            // a side without lines in the hunk: with context around every change, only an empty file
            return "0,0";
        }
        return count == 1 ? String.valueOf(start + 1) : (start + 1) + "," + count;
    }

    private static void line(StringBuilder out, char mark, Lines text, int index) {
        out.append(mark).append(text.lines().get(index)).append('\n');
        if (index == text.lines().size() - 1 && !text.endsWithNewline()) {
            out.append("\\ No newline at end of file\n");
        }
    }

    /** A text as lines without their line ends, and whether it ends with one. */
    record Lines(List<String> lines, boolean endsWithNewline) {
        static Lines of(String text) {
            if (text == null || text.isEmpty()) {
                return new Lines(List.of(), true);
            }
            List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
            boolean newline = lines.get(lines.size() - 1).isEmpty();
            if (newline) {
                lines.remove(lines.size() - 1);
            }
            return new Lines(lines, newline);
        }
    }
}
