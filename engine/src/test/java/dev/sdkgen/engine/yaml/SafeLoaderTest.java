package dev.sdkgen.engine.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SafeLoaderTest {
    @Test
    void yaml12CoreSchemaScalars() throws Exception {
        JsonNode n = SafeLoader.load("a: yes\nb: on\nc: true\nd: 1.4.0\ne: 3.0\nf: 0x10\ng: ~\nh: 2026-11-21\ni: 12345678901\n", Limits.CONFIG);
        assertEquals("yes", n.get("a").asText());
        assertTrue(n.get("b").isTextual());
        assertTrue(n.get("c").isBoolean());
        assertEquals("1.4.0", n.get("d").asText());
        assertEquals(3.0, n.get("e").asDouble());
        assertEquals(16, n.get("f").asInt());
        assertTrue(n.get("g").isNull());
        assertEquals("2026-11-21", n.get("h").asText());
        assertTrue(n.get("i").isLong());
    }

    /** Valid UTF-8 decodes by the fast path (a replacement character in the text stays one); a bad byte names its line. */
    @Test
    void utf8IsDecodedStrictlyWithItsBomDropped() throws Exception {
        byte[] text = "\uFEFFa: caf\u00e9 \uFFFD\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals("a: caf\u00e9 \uFFFD\n", SafeLoader.decode(text, Limits.CONFIG));
        byte[] bad = {'a', ':', ' ', '1', '\n', 'b', ':', ' ', (byte) 0xC3, '(', '\n'};
        DocumentException e = assertThrows(DocumentException.class, () -> SafeLoader.decode(bad, Limits.CONFIG));
        assertEquals("the file is not valid UTF-8 text", e.getMessage());
        assertEquals(2, e.line());
    }

    @Test
    void pointerTokensUnescapeAndRefuseBadEscapes() {
        assertEquals(List.of("paths", "/a/{id}", "x~y", ""), Pointer.tokens("/paths/~1a~1{id}/x~0y/"));
        assertEquals(List.of(), Pointer.tokens(""));
        for (String bad : List.of("/a~", "/a~2b", "/~x", "/ok/b~")) {
            assertThrows(IllegalArgumentException.class, () -> Pointer.tokens(bad), bad);
        }
    }

    /** A pointer built as a walk descends is the string Pointer.child builds, escapes included, however it began. */
    @Test
    void pointerPathsAreThePointersChildBuilds() {
        PointerPath p = PointerPath.ROOT.child("paths").child("/a~b/{id}").child("get").child("parameters").child(0);
        assertEquals(Pointer.child(Pointer.child(Pointer.child(Pointer.child(Pointer.child("", "paths"), "/a~b/{id}"), "get"),
                "parameters"), 0), p.toString());
        assertEquals("/paths/~1a~0b~1{id}/get/parameters/0", p.toString());
        assertEquals("", PointerPath.ROOT.toString());
        assertEquals("/components/schemas/a~1b/properties", PointerPath.of("/components/schemas/a~1b").child("properties").toString());
        assertTrue(PointerPath.ROOT.child("components").child("schemas").isChild("/components", "schemas"));
        assertTrue(PointerPath.of("/components/schemas").isChild("/components", "schemas"));
        assertTrue(PointerPath.ROOT.child("a/b").isChild("", "a/b"));
        assertEquals(false, PointerPath.ROOT.child("x").child("schemas").isChild("/components", "schemas"));
        assertEquals(false, PointerPath.ROOT.child("components").child("properties").isChild("/components", "schemas"));
    }

    /**
     * A config's lines come from the nodes its load composes instead of a second pass: the same lines as
     * {@code LineLocator.all} for the repository's configs, a large generated one, and YAML with merge
     * keys, flow collections, block scalars, quoted keys that need escaping and nested sequences. Text with an anchor,
     * or that looks like JSON, keeps the second pass.
     */
    @Test
    void linesFromTheComposedNodesAreTheLinesOfTheSecondPass() throws Exception {
        List<String> documents = new java.util.ArrayList<>();
        for (String config : List.of("examples/acme/sdkgen.yaml", "examples/sdkgen-service/sdkgen.yaml",
                "fixtures/kitchen-sink/sdkgen.yaml")) {
            documents.add(java.nio.file.Files.readString(dev.sdkgen.engine.testing.Fixtures.repoRoot().resolve(config)));
        }
        documents.add("""
                ---
                # a comment
                a: 1
                cx: {p: [1, 2], q: {r: s}}
                "b/c~d": |
                  block
                  text
                e: >
                  folded
                f:
                - - 1
                  - [2, 3]
                - {g: h,
                   i: j}
                - k: l
                  m:
                    - n
                o:
                  <<: {base: 1}
                  own: 2
                plain: a long
                  plain scalar
                empty:
                'quoted key': "v"
                """);
        StringBuilder large = new StringBuilder("resources:\n");
        for (int i = 0; i < 300; i++) {
            large.append("  r").append(i).append(":\n    methods:\n      list: get /r").append(i).append("\n      create: post /r")
                    .append(i).append("\n    models: [A").append(i).append(", B").append(i).append("]\n");
        }
        documents.add(large.toString());
        for (String doc : documents) {
            assertTrue(LineLocator.linesFromNodes(doc), doc);
            Map<String, Integer> lines = new java.util.HashMap<>();
            JsonNode tree = SafeLoader.loadYaml(doc, Limits.CONFIG, lines);
            assertEquals(SafeLoader.loadYaml(doc, Limits.CONFIG), tree);
            assertEquals(LineLocator.all(doc, Limits.CONFIG), lines, doc.substring(0, Math.min(60, doc.length())));
            assertTrue(lines.size() > 10);
        }
        assertFalse(LineLocator.linesFromNodes("a: &x {b: 1}\nc: *x\n"));
        assertFalse(LineLocator.linesFromNodes("  {\"a\": 1}"));
    }

    @Test
    void mergeKeys() throws Exception {
        JsonNode n = SafeLoader.load("base: &b {x: 1, y: 2}\nthing:\n  <<: *b\n  y: 3\n", Limits.CONFIG);
        assertEquals(1, n.at("/thing/x").asInt());
        assertEquals(3, n.at("/thing/y").asInt());
    }

    @Test
    void limits() {
        Limits tiny = new Limits(100, 50, 2, 5);
        assertThrows(DocumentException.class, () -> SafeLoader.load("a: " + "x".repeat(200), tiny));
        assertThrows(DocumentException.class, () -> SafeLoader.load("[[[[[[[[[1]]]]]]]]]", tiny));
        assertThrows(DocumentException.class, () -> SafeLoader.load("a: &a [1,2,3,4,5,6,7,8]\nb: [*a,*a,*a,*a,*a,*a]\n", tiny));
        DocumentException e = assertThrows(DocumentException.class, () -> SafeLoader.load("a: 1\nb: 2\na: 3\n", Limits.CONFIG));
        assertEquals(3, e.line());
        assertThrows(DocumentException.class, () -> SafeLoader.decode(new byte[] {'a', (byte) 0xC3, '\n'}, Limits.CONFIG));
    }

    /**
     * {@code read} (JSON parsed from the bytes, a large file's text decoded beside it) gives exactly what {@code decode}
     * then {@code load} give: the same text and tree, or the same message at the same line — for JSON, JSON with a BOM
     * or leading whitespace, YAML, flow YAML that is not JSON, duplicate keys, trailing content, bad UTF-8 and a
     * limit, and padded past the size at which the text is decoded on another thread.
     */
    @Test
    void readingBytesGivesWhatDecodingThenLoadingGives() throws Exception {
        List<String> documents = List.of(
                "{\"a\": [1, 2.50, \"caf\u00e9 \ud83d\ude00\"], \"b\": {\"c\": null, \"d\": 12345678901234567890}}",
                "\uFEFF  \n\t{\"a\": 1}\n", "[1, true, \"x\"]", "a: 1\nb: [x, y]\n", "{a: 1, b: [x, y]}",
                "{\"a\": 1,\n \"a\": 2}", "{\"a\": 1}\n{\"b\": 2}", "{\"a\": \"\u00e9\", \"b\": [}", "\u2003{\"a\": 1}", "");
        Limits small = new Limits(4L << 20, 1_000_000, 10, 64);
        for (String doc : documents) {
            assertSameAsDecodeThenLoad(doc.getBytes(StandardCharsets.UTF_8), small);
        }
        String pad = "\n".repeat(SafeLoader.DECODE_BESIDE_BYTES);
        for (String doc : List.of(documents.get(0), documents.get(1), documents.get(5))) {
            assertSameAsDecodeThenLoad((doc + pad).getBytes(StandardCharsets.UTF_8), small);
        }
        byte[] badUtf8 = "{\"a\": \"x\u00e9\"}".getBytes(StandardCharsets.UTF_8);
        badUtf8[badUtf8.length - 3] = '(';
        assertSameAsDecodeThenLoad(badUtf8, small);
        byte[] largeBadUtf8 = java.util.Arrays.copyOf(badUtf8, SafeLoader.DECODE_BESIDE_BYTES + 10);
        java.util.Arrays.fill(largeBadUtf8, badUtf8.length, largeBadUtf8.length, (byte) '\n');
        assertSameAsDecodeThenLoad(largeBadUtf8, small);
        assertSameAsDecodeThenLoad("{\"a\": 1}".getBytes(StandardCharsets.UTF_8), new Limits(4, 10, 1, 4));
        assertSameAsDecodeThenLoad("[[[[[[[[1]]]]]]]]".getBytes(StandardCharsets.UTF_8), new Limits(100, 10, 1, 4));
        assertSameAsDecodeThenLoad("{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE), small);
        assertSameAsDecodeThenLoad("{\"a\": 1}".getBytes(StandardCharsets.UTF_16BE), small);
    }

    private static void assertSameAsDecodeThenLoad(byte[] bytes, Limits limits) {
        String expected;
        try {
            String text = SafeLoader.decode(bytes, limits);
            expected = "text " + text.length() + " " + text.hashCode() + ", tree " + SafeLoader.load(text, limits);
        } catch (DocumentException e) {
            expected = "line " + e.line() + ": " + e.getMessage();
        }
        String actual;
        try {
            SafeLoader.Document d = SafeLoader.read(bytes, limits);
            actual = "text " + d.text().text().length() + " " + d.text().text().hashCode() + ", tree " + d.tree();
        } catch (DocumentException e) {
            actual = "line " + e.line() + ": " + e.getMessage();
        }
        assertEquals(expected, actual, new String(bytes, 0, Math.min(bytes.length, 40), StandardCharsets.UTF_8));
    }

    /**
     * The UTF-8 check that replaced decoding a JSON file read from its bytes says what {@code decode} says, message and
     * line: overlong forms, surrogates, code points past U+10FFFF, stray and missing continuation bytes, a sequence cut
     * by an ASCII byte or by the end, and random bytes (mostly ASCII too, for the eight-bytes-at-a-time scan).
     */
    @Test
    void utf8CheckAgreesWithDecode() {
        List<byte[]> cases = new java.util.ArrayList<>();
        for (String hex : List.of("c3a9", "c0af", "c1bf", "e080af", "e0a080", "eda080", "ed9fbf", "f08f8080", "f0908080",
                "f48fbfbf", "f4908080", "f5808080", "80", "bf", "c3", "e282", "e228a1", "c30a", "f09f9880", "efbbbf", "ff")) {
            byte[] seq = java.util.HexFormat.of().parseHex(hex);
            byte[] doc = new byte[seq.length + 9];
            System.arraycopy("{\"a\":\n\"".getBytes(StandardCharsets.US_ASCII), 0, doc, 0, 7);
            System.arraycopy(seq, 0, doc, 7, seq.length);
            doc[doc.length - 2] = '"';
            doc[doc.length - 1] = '}';
            cases.add(doc);
            cases.add(seq);
        }
        java.util.Random random = new java.util.Random(26);
        for (int i = 0; i < 2000; i++) {
            byte[] doc = new byte[1 + random.nextInt(12)];
            for (int j = 0; j < doc.length; j++) {
                doc[j] = random.nextInt(3) == 0 ? (byte) '\n' : (byte) (0x80 + random.nextInt(128));
            }
            cases.add(doc);
        }
        for (int i = 0; i < 2000; i++) { // mostly ASCII, read eight bytes at a time, a sequence anywhere
            byte[] doc = new byte[1 + random.nextInt(40)];
            for (int j = 0; j < doc.length; j++) {
                doc[j] = random.nextInt(8) == 0 ? (byte) (0x80 + random.nextInt(128)) : (byte) ('a' + random.nextInt(3));
            }
            cases.add(doc);
        }
        int bad = 0;
        for (byte[] doc : cases) {
            String expected;
            try {
                SafeLoader.decode(doc, Limits.SPEC_FILE);
                expected = "ok";
            } catch (DocumentException e) {
                expected = "line " + e.line() + ": " + e.getMessage();
                bad++;
            }
            DocumentException problem = SafeLoader.utf8Problem(doc);
            assertEquals(expected, problem == null ? "ok" : "line " + problem.line() + ": " + problem.getMessage(),
                    java.util.HexFormat.of().formatHex(doc));
        }
        assertTrue(bad > 100 && bad < cases.size() - 100, "both kinds tested: " + bad + " of " + cases.size());
    }

    /**
     * A JSON file read from its bytes keeps them for line lookups: every pointer of a document with a BOM, CRLF and LF
     * line ends, non-ASCII text, escapes and nested arrays gets the line the text walk gives it.
     */
    @Test
    void linesFromTheBytesAreTheLinesFromTheText() throws Exception {
        String json = "\uFEFF\r\n{\"caf\u00e9\": {\"a\": [1,\r\n [2, {\"b~/\": \"\u2019\\\"\\n\"}],\n\n {}], \"\ud83d\ude00\": null},\r\n"
                + "  \"paths\": {\"/x/{id}\": {\"get\": {\"responses\": {\"200\": {\"description\": \"ok\"}}}}}\n}\n";
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        SafeLoader.Document d = SafeLoader.read(bytes, Limits.CONFIG);
        Map<String, Integer> fromText = LineLocator.all(json.substring(1), Limits.CONFIG);
        assertEquals(16, fromText.size());
        assertEquals(fromText, d.text().locate(fromText.keySet(), Limits.CONFIG));
        assertEquals(json.substring(1), d.text().text());
        assertEquals(Map.of("/paths/~1x~1{id}/get/nothing", 6, "/no", 2),
                d.text().locate(List.of("/paths/~1x~1{id}/get/nothing", "/no"), Limits.CONFIG));
    }

    @Test
    void jsonIsReadStrictly() throws Exception {
        assertEquals(2, SafeLoader.load("{\"a\": [1, 2]}", Limits.CONFIG).get("a").size());
        DocumentException e = assertThrows(DocumentException.class, () -> SafeLoader.load("{\"a\": 1,\n \"a\": 2}", Limits.CONFIG));
        assertEquals(2, e.line());
    }

    @Test
    void lineLocatorFindsKeysItemsAndFallsBackToAncestors() {
        String yaml = "a:\n  b:\n    - x\n    - y: 1\n      z: 2\nc: [1, 2]\n";
        Map<String, Integer> lines = LineLocator.locate(yaml, List.of("/a/b", "/a/b/1/z", "/c/1", "/a/missing/deep", ""), Limits.CONFIG);
        assertEquals(2, lines.get("/a/b"));
        assertEquals(5, lines.get("/a/b/1/z"));
        assertEquals(6, lines.get("/c/1"));
        assertEquals(1, lines.get("/a/missing/deep"));
        assertEquals(1, lines.get(""));
        String json = "{\n  \"paths\": {\n    \"/a~b\": {\n      \"get\": {}\n    }\n  }\n}\n";
        assertEquals(4, LineLocator.locate(json, List.of("/paths/~1a~0b/get"), Limits.CONFIG).get("/paths/~1a~0b/get"));
    }
}
