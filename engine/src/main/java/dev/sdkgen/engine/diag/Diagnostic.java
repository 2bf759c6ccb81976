package dev.sdkgen.engine.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One reported problem. {@code details} hold the code's labels (all but {@code Line}, which comes
 * from the location) in the code's order, then any extra lines. {@link #lines()} gives the final
 * detail lines exactly as printed.
 */
public record Diagnostic(DiagnosticCode code, List<Detail> details, Location location) {

    public Diagnostic {
        Objects.requireNonNull(code, "code");
        details = List.copyOf(details);
        location = location == null ? Location.NONE : location;
        List<String> expected = code.labels().stream().filter(l -> !l.equals("Line")).toList();
        for (int i = 0; i < expected.size(); i++) {
            if (i >= details.size() || !details.get(i).label().equals(expected.get(i))) {
                throw new IllegalArgumentException(code + " needs details " + expected + ", got " + details);
            }
        }
    }

    public static Builder of(DiagnosticCode code) {
        return new Builder(code);
    }

    public Severity severity() {
        return code.severity();
    }

    public Diagnostic withLocation(Location newLocation) {
        return new Diagnostic(code, details, newLocation);
    }

    /** The first line of the block, e.g. {@code Error: SDKGEN004 - Invalid target language}. */
    public String headline() {
        return severity().label() + ": " + code.name() + " - " + code.title();
    }

    /** The detail lines in print order: the code's labels, the extras, then File and Line. */
    public List<Detail> lines() {
        List<Detail> out = new ArrayList<>();
        int next = 0;
        for (String label : code.labels()) {
            if (label.equals("Line")) {
                out.add(new Detail("Line", location.line() > 0 ? Integer.toString(location.line()) : "unknown"));
            } else {
                out.add(details.get(next++));
            }
        }
        out.addAll(details.subList(next, details.size()));
        if (location.file() != null) {
            out.add(new Detail("File", location.file()));
            if (!code.hasLineLabel() && location.line() > 0) {
                out.add(new Detail("Line", Integer.toString(location.line())));
            }
        }
        return out;
    }

    /** The whole block as printed. */
    public String render() {
        StringBuilder sb = new StringBuilder(headline());
        for (Detail d : lines()) {
            sb.append('\n').append("  ").append(d.label()).append(": ").append(oneLine(d.value()));
        }
        return sb.toString();
    }

    private static String oneLine(String value) {
        return value == null ? "" : value.replace("\r", "\\r").replace("\n", "\\n");
    }

    @Override
    public String toString() {
        return render();
    }

    /** Fluent construction; labels must be added in the code's order. */
    public static final class Builder {
        private final DiagnosticCode code;
        private final List<Detail> details = new ArrayList<>();
        private Location location = Location.NONE;

        private Builder(DiagnosticCode code) {
            this.code = code;
        }

        public Builder detail(String label, Object value) {
            details.add(new Detail(label, String.valueOf(value)));
            return this;
        }

        public Builder at(Location at) {
            this.location = at;
            return this;
        }

        public Diagnostic build() {
            return new Diagnostic(code, details, location);
        }
    }
}
