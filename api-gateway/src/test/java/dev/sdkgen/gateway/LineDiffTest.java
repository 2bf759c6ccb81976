package dev.sdkgen.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The unified diff the API serves for one file (…/files-diff/{path}), compared with what {@code diff -u} prints. */
class LineDiffTest {

    @Test
    void aChangedLineWithItsContext() {
        String before = "a\nb\nc\nd\ne\nf\ng\nh\n";
        String after = "a\nb\nc\nd\nE\nf\ng\nh\n";
        assertEquals("--- a/x.ts\n+++ b/x.ts\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n",
                LineDiff.unified("x.ts", before, after));
    }

    @Test
    void twoChangesFarApartAreTwoHunksAndNearOnesOne() {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            lines.add("line " + i);
        }
        String before = String.join("\n", lines) + "\n";
        List<String> changed = new ArrayList<>(lines);
        changed.set(1, "LINE 2");
        changed.remove(16); // line 17
        String after = String.join("\n", changed) + "\n";
        assertEquals("--- a/f\n+++ b/f\n"
                + "@@ -1,5 +1,5 @@\n line 1\n-line 2\n+LINE 2\n line 3\n line 4\n line 5\n"
                + "@@ -14,7 +14,6 @@\n line 14\n line 15\n line 16\n-line 17\n line 18\n line 19\n line 20\n",
                LineDiff.unified("f", before, after));
        changed.set(7, "LINE 8");
        String merged = LineDiff.unified("f", before, String.join("\n", changed) + "\n");
        // lines 2 and 8 are 5 unchanged lines apart: their contexts touch, one hunk; line 17 its own
        assertEquals(3, merged.split("\n@@ ").length, merged);
        assertTrue(merged.contains("\n@@ -1,11 +1,11 @@\n"), merged);
    }

    @Test
    void insertedAndDeletedRunsAreTheShortestEdit() {
        List<LineDiff.Edit> edits = LineDiff.edits(List.of("a", "b", "c", "a", "b", "b", "a"), List.of("c", "b", "a", "b", "a", "c"));
        // Myers' example (the paper's A = abcabba, B = cbabac): 5 deletions and insertions, 4 lines kept
        assertEquals(5, edits.stream().filter(e -> e.op() != LineDiff.Op.EQUAL).count());
        assertEquals(4, edits.stream().filter(e -> e.op() == LineDiff.Op.EQUAL).count());
    }

    @Test
    void addedRemovedAndEqualFilesAndTheMissingFinalNewline() {
        assertEquals("--- /dev/null\n+++ b/new.go\n@@ -0,0 +1,2 @@\n+package acme\n+\n", LineDiff.unified("new.go", null, "package acme\n\n"));
        assertEquals("--- a/old.go\n+++ /dev/null\n@@ -1 +0,0 @@\n-package acme\n", LineDiff.unified("old.go", "package acme\n", null));
        assertEquals("", LineDiff.unified("same", "x\ny\n", "x\ny\n"));
        assertEquals("--- a/n\n+++ b/n\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n",
                LineDiff.unified("n", "a\nb", "a\nb\n"));
    }

    @Test
    void beyondTheBoundTheMiddleIsReplacedWhole() {
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        for (int i = 0; i < LineDiff.MAX_EDITS; i++) {
            a.add("old " + i);
            b.add("new " + i);
        }
        a.add(0, "head");
        b.add(0, "head");
        List<LineDiff.Edit> edits = LineDiff.edits(a, b);
        assertEquals(LineDiff.Op.EQUAL, edits.get(0).op());
        assertEquals(LineDiff.MAX_EDITS, edits.stream().filter(e -> e.op() == LineDiff.Op.DELETE).count());
        assertEquals(LineDiff.MAX_EDITS, edits.stream().filter(e -> e.op() == LineDiff.Op.INSERT).count());
        assertEquals(LineDiff.Op.DELETE, edits.get(1).op());
        assertEquals(LineDiff.Op.INSERT, edits.get(edits.size() - 1).op());
    }
}
