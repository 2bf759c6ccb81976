package dev.sdkgen.engine.diag;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The diagnostics of one run, ordered by file (the config first, then the spec's files as the
 * caller ranks them), then line, then code; printable as text blocks or JSON.
 */
public record Report(List<Diagnostic> diagnostics) {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public Report {
        diagnostics = List.copyOf(diagnostics);
    }

    /**
     * Orders diagnostics: files in {@code fileRank} order first (others by name), then line, then
     * code; diagnostics at the same place keep their order.
     */
    public static Report ordered(List<Diagnostic> diagnostics, List<String> fileRank) {
        Comparator<Diagnostic> byFile = Comparator.comparing((Diagnostic d) -> rank(d, fileRank))
                .thenComparing(d -> d.location().file() == null ? "" : d.location().file());
        List<Diagnostic> sorted = new ArrayList<>(diagnostics);
        // Stable: problems at the same place keep the order the engine found them in.
        sorted.sort(byFile.thenComparingInt(d -> d.location().line()).thenComparing(d -> d.code().name()));
        return new Report(sorted);
    }

    private static int rank(Diagnostic d, List<String> fileRank) {
        String file = d.location().file();
        if (file == null) {
            return Integer.MAX_VALUE;
        }
        int i = fileRank.indexOf(file);
        return i >= 0 ? i : fileRank.size();
    }

    public long count(Severity severity) {
        return diagnostics.stream().filter(d -> d.severity() == severity).count();
    }

    public boolean hasErrors() {
        return count(Severity.ERROR) > 0;
    }

    /** Every block, separated by a blank line, then a one-line summary. */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            sb.append(d.render()).append("\n\n");
        }
        sb.append(summary()).append('\n');
        return sb.toString();
    }

    public String summary() {
        return plural(count(Severity.ERROR), "error") + ", " + plural(count(Severity.WARNING), "warning") + ", "
                + plural(count(Severity.INFO), "info message");
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    public ObjectNode toJsonNode() {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode list = root.putArray("diagnostics");
        for (Diagnostic d : diagnostics) {
            ObjectNode n = list.addObject();
            n.put("severity", d.severity().name().toLowerCase(java.util.Locale.ROOT));
            n.put("code", d.code().name());
            n.put("title", d.code().title());
            ArrayNode details = n.putArray("details");
            for (Detail line : d.lines()) {
                details.addObject().put("label", line.label()).put("value", line.value());
            }
            if (d.location().file() != null) {
                n.put("file", d.location().file());
            }
            if (d.location().line() > 0) {
                n.put("line", d.location().line());
            }
            if (d.location().pointer() != null) {
                n.put("pointer", d.location().pointer());
            }
            n.put("text", d.render());
        }
        ObjectNode counts = root.putObject("summary");
        counts.put("errors", count(Severity.ERROR));
        counts.put("warnings", count(Severity.WARNING));
        counts.put("infos", count(Severity.INFO));
        return root;
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(toJsonNode()) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
