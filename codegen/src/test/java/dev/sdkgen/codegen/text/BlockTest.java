package dev.sdkgen.codegen.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.qute.Engine;
import io.quarkus.qute.ReflectionValueResolver;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A template that prints {@link Block}'s text inside {@code {#if}} prints what the loop it replaced printed (issue 26),
 * rendered by Qute both ways, including the edge cases the goldens may not have: no lines, one empty line, empty groups.
 */
class BlockTest {
    private static final Engine QUTE = Engine.builder().addDefaults().addValueResolver(new ReflectionValueResolver()).build();

    private static String render(String template, Map<String, Object> data) {
        var instance = QUTE.parse(template).instance();
        data.forEach(instance::data);
        return instance.render();
    }

    @Test
    void linesAsOneValuePrintWhatTheLoopPrinted() {
        for (List<String> lines : List.of(List.<String>of(), List.of(""), List.of("a"), List.of("", ""), List.of("a", "", "b"),
                List.of("  x {", "  }"))) {
            String loop = render("head\n{#for line in lines}\n{line}\n{/for}\ntail\n", Map.of("lines", lines));
            String block = render("head\n{#if lines}\n{text}\n{/if}\ntail\n", Map.of("lines", lines, "text", Block.of(lines)));
            assertEquals(loop, block, "lines " + lines);
        }
        assertEquals("head\n\n\ntail\n", render("head\n{#if lines}\n{text}\n{/if}\ntail\n",
                Map.of("lines", List.of("", ""), "text", Block.of(List.of("", "")))));
    }

    @Test
    void groupsAsOneValuePrintWhatTheNestedLoopPrinted() {
        List<List<List<String>>> cases = List.of(List.of(), List.of(List.of()), List.of(List.of("")), List.of(List.of("a"), List.of()),
                List.of(List.of("class A:", "    pass"), List.of("class B:", "    pass")));
        for (String before : List.of("\n", "\n\n")) {
            for (List<List<String>> groups : cases) {
                String loop = render("head\n{#for group in groups}\n" + before + "{#for line in group}\n{line}\n{/for}\n{/for}\n",
                        Map.of("groups", groups));
                String block = render("head\n{#if groups}\n{text}\n{/if}\n",
                        Map.of("groups", groups, "text", Block.groups(groups, before)));
                assertEquals(loop, block, "groups " + groups + " after " + before.length() + " blank line(s)");
            }
        }
    }
}
