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
