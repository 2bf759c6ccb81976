package dev.sdkgen.codegen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.sdkgen.codegen.testing.Toolchains;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The shape the generator's code keeps (docs/codegen.md, "Adding a language"): no method in
 * {@code codegen/src/main} is longer than {@value #MAX_METHOD_LINES} lines, counted from its declaration
 * to its closing brace (Javadoc excluded). Sources are parsed with the JDK's own compiler tree API.
 * Repeated code across language packages is kept out by CPD in the build (codegen/pom.xml).
 */
class CodeShapeTest {
    static final int MAX_METHOD_LINES = 60;

    @Test
    void noMethodIsLongerThanSixtyLines() throws IOException {
        Path sources = Toolchains.codegenDir().resolve("src/main/java");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<String> tooLong = new ArrayList<>();
        int[] methods = {0};
        try (StandardJavaFileManager fm = compiler.getStandardFileManager(null, null, null)) {
            Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromPaths(files);
            JavacTask task = (JavacTask) compiler.getTask(null, fm, null, List.of("-proc:none"), null, units);
            SourcePositions positions = Trees.instance(task).getSourcePositions();
            for (CompilationUnitTree unit : task.parse()) {
                LineMap lines = unit.getLineMap();
                new TreePathScanner<Void, Void>() {
                    @Override
                    public Void visitMethod(MethodTree method, Void unused) {
                        if (method.getBody() != null) {
                            long start = lines.getLineNumber(positions.getStartPosition(unit, method));
                            long end = lines.getLineNumber(positions.getEndPosition(unit, method));
                            long length = end - start + 1;
                            if (length > MAX_METHOD_LINES) {
                                ClassTree owner = (ClassTree) getCurrentPath().getParentPath().getLeaf();
                                tooLong.add(sources.relativize(Path.of(unit.getSourceFile().toUri())) + ": "
                                        + owner.getSimpleName() + "." + method.getName() + " has " + length + " lines");
                            }
                            methods[0]++;
                        }
                        return super.visitMethod(method, unused);
                    }
                }.scan(unit, null);
            }
        }
        assertTrue(methods[0] > 100, "parsed only " + methods[0] + " methods in " + sources);
        assertTrue(tooLong.isEmpty(), "methods longer than " + MAX_METHOD_LINES + " lines:\n  " + String.join("\n  ", tooLong));
    }
}
