package dev.sdkgen.engine.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import java.util.List;
import java.util.stream.Collectors;

/** Assertions on rendered diagnostic blocks. */
public final class Blocks {
    private Blocks() {
    }

    /** The blocks of one code. */
    public static List<Diagnostic> of(List<Diagnostic> all, DiagnosticCode code) {
        return all.stream().filter(d -> d.code() == code).toList();
    }

    /** Exactly one block of {@code code}, rendered exactly as {@code lines} (first line, then details). */
    public static void assertSingle(List<Diagnostic> all, DiagnosticCode code, String... lines) {
        List<Diagnostic> found = of(all, code);
        if (found.size() != 1) {
            fail("expected one " + code + " block, got " + found.size() + ":\n" + render(all));
        }
        assertEquals(String.join("\n", lines), found.get(0).render());
    }

    /** Some block of {@code code} renders exactly as {@code lines}. */
    public static void assertContains(List<Diagnostic> all, DiagnosticCode code, String... lines) {
        String want = String.join("\n", lines);
        if (of(all, code).stream().noneMatch(d -> d.render().equals(want))) {
            fail("no block\n" + want + "\namong:\n" + render(all));
        }
    }

    public static void assertNone(List<Diagnostic> all, DiagnosticCode code) {
        if (!of(all, code).isEmpty()) {
            fail("expected no " + code + " block, got:\n" + render(all));
        }
    }

    public static String render(List<Diagnostic> all) {
        return all.stream().map(Diagnostic::render).collect(Collectors.joining("\n\n"));
    }
}
