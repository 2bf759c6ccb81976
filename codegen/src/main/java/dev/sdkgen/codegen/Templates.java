package dev.sdkgen.codegen;

import io.quarkus.qute.Engine;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.Template;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Qute templates of one language, under {@code /templates/<language>/} on the classpath. Templates
 * only print: every value they show is precomputed by the language's view model (signatures, imports,
 * escaped doc lines), and they contain no decisions beyond loops and presence checks. Rendering is
 * strict: a name the view does not have is an error, never an empty string.
 */
public final class Templates {
    private static final Engine ENGINE = Engine.builder()
            .addDefaults()
            .addValueResolver(new ReflectionValueResolver())
            .build();

    private final String language;
    private final Map<String, Template> cache = new ConcurrentHashMap<>();

    public Templates(String language) {
        this.language = language;
    }

    /** Renders {@code /templates/<language>/<name>.qute} with the given named data. */
    public String render(String name, Map<String, Object> data) {
        Template template = cache.computeIfAbsent(name, this::load);
        var instance = template.instance();
        data.forEach(instance::data);
        return instance.render();
    }

    /** Renders a template with a single view object named {@code view}. */
    public String render(String name, Object view) {
        return render(name, Map.of("view", view));
    }

    private Template load(String name) {
        String path = "/templates/" + language + "/" + name + ".qute";
        try (InputStream in = Templates.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("template " + path + " is missing from the classpath");
            }
            return ENGINE.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read template " + path, e);
        }
    }
}
