package dev.sdkgen.codegen.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.sdkgen.engine.ir.Docs;
import java.util.List;
import org.junit.jupiter.api.Test;

class LayoutTest {
    @Test
    void aGroupThatFitsStaysOnOneLine() {
        Layout.Node call = Layout.list("f(", Layout.texts(List.of("a", "b")), ");");
        assertEquals(List.of("  f(a, b);"), Layout.render(call, "  ", "  "));
        Layout.Node object = Layout.braces("x = {", Layout.texts(List.of("a: 1")), "};");
        assertEquals(List.of("x = { a: 1 };"), Layout.render(object, "", "  "));
    }

    @Test
    void aGroupThatDoesNotFitBreaksOneItemPerLineWithATrailingComma() {
        String longArg = "x".repeat(Layout.WIDTH);
        Layout.Node call = Layout.list("f(", List.of(Layout.braces("{", Layout.texts(List.of("a", "b")), "}"),
                Layout.text(longArg)), ");");
        assertEquals(List.of("f(", "  { a, b },", "  " + longArg + ",", ");"), Layout.render(call, "", "  "));
    }

    @Test
    void docTextNormalisesLineBreaksAndControlCharacters() {
        assertEquals(List.of("a", "b", "c", "d", "e f"), DocText.lines("a\r\nb\rc\u2028d\ne\u0000f"));
        assertEquals(List.of("Summary", "", "Line one", "", "Line two"),
                DocText.lines(Docs.of("Summary", "Line one\n\n\n\nLine two\n\n")));
        assertEquals(List.of(), DocText.lines(Docs.NONE));
    }

    @Test
    void htmlDescriptionsBecomePlainText() {
        assertEquals(List.of("Creates a `Customer`.", "", "See [the guide](/docs/x) for **more**."),
                DocText.lines("<p>Creates a <code>Customer</code>.</p><p>See <a href=\"/docs/x\">the guide</a> for <strong>more</strong>.</p>"));
        assertEquals(List.of("One:", "", "- a", "- b &lt; c"), DocText.lines("One:<ul><li>a</li><li>b &amp;lt; c</li></ul>"));
        assertEquals(List.of("a < b and </script> stay"), DocText.lines("a < b and </script> stay"), "no known tag: untouched");
    }

    @Test
    void longLinesWrapAtWordsButCodeAndTablesDoNot() {
        String words = "word ".repeat(30).strip();
        List<String> wrapped = DocText.wrap(List.of(words, "- " + words, "    code " + words, "| a | b |"), 40);
        assertEquals("word word word word word word word word", wrapped.get(0));
        assertEquals(List.of(words), DocText.wrap(List.of("```", words), 40).subList(1, 2));
        assertEquals(true, wrapped.stream().anyMatch(l -> l.startsWith("  word")), "list items hang under their text");
        assertEquals(true, wrapped.contains("    code " + words));
        assertEquals(true, wrapped.contains("| a | b |"));
        assertEquals(List.of("https://example.com/" + "x".repeat(60)), DocText.wrap(List.of("https://example.com/" + "x".repeat(60)), 40));
    }

    @Test
    void markdownEscapesMarkupAndTableSeparators() {
        assertEquals("a &lt;script&gt; \\| b &amp;", Markdown.text("a <script> | b &"));
        assertEquals("``a`b``", Markdown.code("a`b"));
        assertEquals("`` `a ``", Markdown.code("`a"));
        assertEquals("`A \\| B`", Markdown.code("A | B"));
    }

    @Test
    void namesInAScopeAreUnique() {
        NameScope scope = new NameScope(java.util.Set.of("options"));
        assertEquals("options_", scope.claim("options"));
        assertEquals("id", scope.claim("id"));
        assertEquals("id_", scope.claim("id"));
        assertEquals("id_2", scope.claim("id"));
    }
}
