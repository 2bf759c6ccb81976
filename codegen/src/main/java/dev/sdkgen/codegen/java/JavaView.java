package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.text.Block;
import java.util.List;

/**
 * The view model of the Java templates: every line is computed here (escaped, laid out, indented); the
 * templates under {@code templates/java/} only place these values.
 */
public final class JavaView {
    private JavaView() {
    }

    /** A source file whose whole declaration is computed ({@code Source.java}): models. */
    public record SourceFile(String header, String packageName, List<String> imports, List<String> body) {
        public String importsText() {
            return Block.of(imports);
        }

        public String bodyText() {
            return Block.of(body);
        }
    }

    /**
     * The client class ({@code Client.java}): {@code config} is the {@code CONFIG} constant; {@code fields},
     * {@code assignments} and {@code members} (accessors, then methods, each starting with a blank line) are
     * indented for the class body.
     */
    public record ClientFile(String header, String packageName, List<String> imports, List<String> classDoc,
            String className, String coreType, String builderType, List<String> config, List<String> constants,
            List<String> fields, List<String> assignments, List<String> members, List<String> builderDefaults,
            List<String> builderSetters, List<String> credentialMethods) {
    }

    /** A resource class ({@code Resource.java}), laid out like the client. */
    public record ResourceFile(String header, String packageName, List<String> imports, List<String> classDoc,
            String className, String coreType, List<String> constants, List<String> fields, List<String> assignments,
            List<String> members) {
        public String importsText() {
            return Block.of(imports);
        }

        public String classDocText() {
            return Block.of(classDoc);
        }

        public String constantsText() {
            return Block.of(constants);
        }

        public String fieldsText() {
            return Block.of(fields);
        }

        public String assignmentsText() {
            return Block.of(assignments);
        }

        public String membersText() {
            return Block.of(members);
        }
    }

    /** {@code pom.xml}: every value XML-escaped already. */
    public record Pom(String groupId, String artifactId, String version, String name, String description, String license,
            String licenseUrl, String author, String repository, String junitVersion) {
    }

    /** {@code package-info.java}: the package's Javadoc. */
    public record PackageInfo(String header, List<String> doc, String packageName) {
    }

    /**
     * What the Java README adds to the shared README view: the usage call and the paginated call on {@code client.async()}
     * (null without one), and the logging variable.
     */
    public record ReadmeExtras(String asyncCall, String asyncPagination, String logEnv) {
    }

    /**
     * {@code src/test/java/<package>/ApiTest.java}: the base URL and key are Java literals, {@code json} the helper that
     * parses JSON text for values of unknown shape.
     */
    public record Tests(String header, String packageName, String clientClass, String baseUrl, String credentials, String json,
            List<dev.sdkgen.codegen.lang.SdkTestFiles.Case> cases) {
    }
}
