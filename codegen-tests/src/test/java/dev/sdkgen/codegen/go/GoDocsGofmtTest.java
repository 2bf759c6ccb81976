package dev.sdkgen.codegen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sdkgen.codegen.testing.GoToolchain;
import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.text.DocText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Go printer's doc comments are gofmt-canonical for every text (issue 25): random spec descriptions, built from
 * the pieces gofmt's doc comment rules react to (backquote and apostrophe pairs and runs, URLs, doc links, link
 * definitions, headings, indentation, Unicode white space), go through the real path ({@link DocText#lines} then
 * {@link GoDocs#comment}) into doc comments of one Go file, and the real {@code gofmt} must print that file
 * unchanged. {@code -Dsdkgen.gofmt.seed=N} adds a seed; {@code -Dsdkgen.gofmt.docs=N} sets the docs per seed.
 */
class GoDocsGofmtTest {
    private static final List<String> PIECES = List.of("Foo", "bar", "The", "API", "x", "s", "é", "Ünïcode", "Heading",
            "Heading Two", "name", "v1.2", "`", "``", "```", "````", "`````", "'", "''", "'''", "'s", "[", "]", "]:", ": ",
            ".", ",", "*", "#", "# ", "#\t", "(", ")", "{", "}", "/", "\\", "\"", "-", "_", "|", "<", ">", "&", "%",
            "http://", "https://example.com/a''b", "https://x.io/(a)`", "mailto:x@y", "ftp://h.", "www.x.y",
            "[json]", "[io.Reader]", "[a/b]", "[*time.Time]", "[Foo]", "[x]", "[x]: https://e.com/x", "[y]:\thttp://h/y ",
            "UTF-8''name", "``content``", "func main() {", "1. ", "- item", "    indented", "\tTab",
            " ", " ", " ", "  ", "\n", "\n", "\n\n", "\r\n", "\u00a0", "\u3000", "\u2007", "\u202f", "\u0085", "“", "”",
            "a-very-long-word-without-spaces-that-goes-on-and-on-and-on-beyond-the-width-of-a-line-for-sure-yes");

    @TempDir
    Path dir;

    @Test
    void theIssuesTwoDescriptionsAreWrittenAsGofmtWritesThem() throws IOException {
        List<String> rst = GoDocs.comment("", DocText.lines("Returns ``content`` as stored."));
        List<String> rfc5987 = GoDocs.comment("", DocText.lines("The file name, as in filename*=UTF-8''name.txt."));
        assertEquals(List.of("// Returns `content` as stored."), rst, "an RST literal is a code span");
        assertEquals(List.of("// The file name, as in filename*=UTF-8\u201dname.txt."), rfc5987);
        List<String> kept = GoDocs.comment("", DocText.lines("A fence ```json``` and a URL https://e.com/a''b stay; `` alone."));
        assertEquals(List.of("// A fence ```json``` and a URL https://e.com/a''b stay; \u201c alone."), kept);
        assertCanonical(List.of("Returns ``content`` as stored.", "The file name, as in filename*=UTF-8''name.txt.",
                "A fence ```json``` and a URL https://e.com/a''b stay; `` alone."));
    }

    @Test
    void linkDefinitionsMoveToTheEndAndTheLineThatWasLastThenBecomesAHeading() throws IOException {
        // gofmt itself needs two runs here: the first moves the definition, the second sees a heading.
        String text = "Intro.\n\n[spec]: https://e.com/spec\n\nSee the spec";
        assertEquals(List.of("// Intro.", "//", "// # See the spec", "//", "// [spec]: https://e.com/spec"),
                GoDocs.comment("", DocText.lines(text)));
        assertCanonical(List.of(text));
    }

    @Test
    void randomDocTextIsCanonical() throws IOException {
        int perSeed = Integer.getInteger("sdkgen.gofmt.docs", 1500);
        List<Long> seeds = new ArrayList<>(List.of(1L, 25L, 2026L));
        if (Long.getLong("sdkgen.gofmt.seed") != null) {
            seeds.add(Long.getLong("sdkgen.gofmt.seed"));
        }
        for (long seed : seeds) {
            Random random = new Random(seed);
            List<String> docs = new ArrayList<>();
            for (int k = 0; k < perSeed; k++) {
                docs.add(randomDoc(random));
            }
            assertCanonical(docs);
        }
    }

    private static String randomDoc(Random random) {
        StringBuilder sb = new StringBuilder();
        int pieces = 1 + random.nextInt(random.nextInt(4) == 0 ? 80 : 20);
        for (int i = 0; i < pieces; i++) {
            sb.append(PIECES.get(random.nextInt(PIECES.size())));
            if (random.nextInt(3) == 0) {
                sb.append(' ');
            }
        }
        return sb.toString();
    }

    /** Every text as a doc comment in one file, which gofmt must leave byte for byte as it is. */
    private void assertCanonical(List<String> texts) throws IOException {
        StringBuilder file = new StringBuilder("package p\n\n");
        for (int k = 0; k < texts.size(); k++) {
            file.append(k > 0 ? "\n" : "");
            GoDocs.comment("", DocText.lines(texts.get(k))).forEach(line -> file.append(line).append('\n'));
            file.append("type T").append(k).append(" struct{}\n");
        }
        Path source = dir.resolve("docs.go");
        Files.writeString(source, file, StandardCharsets.UTF_8);
        Processes.Result gofmt = Processes.run(dir, GoToolchain.environment(), Duration.ofMinutes(2),
                List.of(GoToolchain.gofmt().toString(), source.toString()));
        assertTrue(gofmt.ok(), gofmt.describe());
        if (gofmt.output().equals(file.toString())) {
            return;
        }
        String[] ours = file.toString().split("type T\\d+ struct\\{\\}\n");
        String[] theirs = gofmt.output().split("type T\\d+ struct\\{\\}\n");
        for (int k = 0; k < Math.min(Math.min(ours.length, theirs.length), texts.size()); k++) {
            if (!ours[k].equals(theirs[k])) {
                fail("gofmt rewrites the doc comment of text " + k + ": " + escape(texts.get(k))
                        + "\nours:\n" + ours[k] + "\ngofmt:\n" + theirs[k]);
            }
        }
        fail("gofmt changed the file:\n" + gofmt.output());
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        s.codePoints().forEach(cp -> sb.append(cp >= 0x20 && cp < 0x7f && cp != '"' && cp != '\\' ? Character.toString(cp)
                : String.format("\\u%04x", cp)));
        return sb.append('"').toString();
    }
}
