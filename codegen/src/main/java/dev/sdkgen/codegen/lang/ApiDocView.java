package dev.sdkgen.codegen.lang;

import java.util.List;

/** api.md's view in every language: one section per resource, one row per method; cells are Markdown. */
public record ApiDocView(String header, String clientName, String packageName, List<Section> sections) {

    /** A resource: its accessor as heading, its source file, its models as code spans ({@code `A`, `B`}). */
    public record Section(String heading, String file, String models, List<Row> rows) {
    }

    /** A method: call with its arguments, HTTP request, result type, first line of its docs. */
    public record Row(String call, String http, String returns, String description) {
    }
}
