extern "C" __global__ void make_nested_loop_s000002__locals__nested_loop_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_b,
    wp::int32 var_steps,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        const wp::int32 var_3 = 0;
        wp::range_t var_4;
        wp::int32 var_5;
        const wp::int32 var_6 = 0;
        const wp::int32 var_7 = 0;
        const bool var_8 = true;
        bool var_9;
        const bool var_10 = false;
        bool var_11;
        const wp::float32 var_12 = 0.5;
        wp::float32 var_13;
        wp::float32* var_14;
        const wp::float32 var_15 = 0.125;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.5;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::int32 var_22 = 0;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.25;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.75;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::int32 var_38 = 1;
        const bool var_39 = true;
        bool var_40;
        const bool var_41 = false;
        bool var_42;
        const wp::float32 var_43 = 0.5;
        wp::float32 var_44;
        wp::float32* var_45;
        const wp::float32 var_46 = 0.125;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.5;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 0;
        wp::float32 var_54;
        const wp::float32 var_55 = 0.25;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.0;
        wp::float32 var_63;
        const wp::float32 var_64 = 0.5;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::int32 var_68 = 2;
        const bool var_69 = true;
        bool var_70;
        const bool var_71 = false;
        bool var_72;
        const wp::float32 var_73 = 0.5;
        wp::float32 var_74;
        wp::float32* var_75;
        const wp::float32 var_76 = 0.125;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        const wp::float32 var_80 = 0.5;
        wp::float32 var_81;
        wp::float32 var_82;
        const wp::int32 var_83 = 0;
        wp::float32 var_84;
        const wp::float32 var_85 = 0.25;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::float32 var_91;
        const wp::float32 var_92 = 1.0;
        wp::float32 var_93;
        const wp::float32 var_94 = 0.5;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        const wp::int32 var_98 = 3;
        const bool var_99 = true;
        bool var_100;
        const bool var_101 = false;
        bool var_102;
        const wp::float32 var_103 = 0.5;
        wp::float32 var_104;
        wp::float32* var_105;
        const wp::float32 var_106 = 0.125;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::float32 var_110 = 0.5;
        wp::float32 var_111;
        wp::float32 var_112;
        const wp::int32 var_113 = 0;
        wp::float32 var_114;
        const wp::float32 var_115 = 0.25;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::float32 var_121;
        const wp::float32 var_122 = 1.0;
        wp::float32 var_123;
        const wp::float32 var_124 = 0.5;
        wp::float32 var_125;
        wp::float32 var_126;
        wp::float32 var_127;
        const wp::int32 var_128 = 1;
        const wp::int32 var_129 = 0;
        const bool var_130 = true;
        bool var_131;
        const bool var_132 = false;
        bool var_133;
        const wp::float32 var_134 = 0.5;
        wp::float32 var_135;
        wp::float32* var_136;
        const wp::float32 var_137 = 0.125;
        wp::float32 var_138;
        wp::float32 var_139;
        wp::float32 var_140;
        const wp::float32 var_141 = 0.5;
        wp::float32 var_142;
        wp::float32 var_143;
        const wp::int32 var_144 = 1;
        wp::float32 var_145;
        const wp::float32 var_146 = 0.25;
        wp::float32 var_147;
        wp::float32 var_148;
        wp::float32 var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        const wp::float32 var_153 = 1.0;
        wp::float32 var_154;
        const wp::float32 var_155 = 0.5;
        wp::float32 var_156;
        wp::float32 var_157;
        wp::float32 var_158;
        const wp::int32 var_159 = 1;
        const bool var_160 = true;
        bool var_161;
        const bool var_162 = false;
        bool var_163;
        const wp::float32 var_164 = 0.5;
        wp::float32 var_165;
        wp::float32* var_166;
        const wp::float32 var_167 = 0.125;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = 0.5;
        wp::float32 var_172;
        wp::float32 var_173;
        const wp::int32 var_174 = 1;
        wp::float32 var_175;
        const wp::float32 var_176 = 0.25;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        wp::float32 var_181;
        wp::float32 var_182;
        const wp::float32 var_183 = 1.0;
        wp::float32 var_184;
        const wp::float32 var_185 = 0.5;
        wp::float32 var_186;
        wp::float32 var_187;
        wp::float32 var_188;
        const wp::int32 var_189 = 2;
        const bool var_190 = true;
        bool var_191;
        const bool var_192 = false;
        bool var_193;
        const wp::float32 var_194 = 0.5;
        wp::float32 var_195;
        wp::float32* var_196;
        const wp::float32 var_197 = 0.125;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::float32 var_200;
        const wp::float32 var_201 = 0.5;
        wp::float32 var_202;
        wp::float32 var_203;
        const wp::int32 var_204 = 1;
        wp::float32 var_205;
        const wp::float32 var_206 = 0.25;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        const wp::float32 var_213 = 1.0;
        wp::float32 var_214;
        const wp::float32 var_215 = 0.5;
        wp::float32 var_216;
        wp::float32 var_217;
        wp::float32 var_218;
        const wp::int32 var_219 = 3;
        const bool var_220 = true;
        bool var_221;
        const bool var_222 = false;
        bool var_223;
        const wp::float32 var_224 = 0.5;
        wp::float32 var_225;
        wp::float32* var_226;
        const wp::float32 var_227 = 0.125;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::float32 var_230;
        const wp::float32 var_231 = 0.5;
        wp::float32 var_232;
        wp::float32 var_233;
        const wp::int32 var_234 = 1;
        wp::float32 var_235;
        const wp::float32 var_236 = 0.25;
        wp::float32 var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        const wp::float32 var_243 = 1.0;
        wp::float32 var_244;
        const wp::float32 var_245 = 0.5;
        wp::float32 var_246;
        wp::float32 var_247;
        wp::float32 var_248;
        const wp::int32 var_249 = 2;
        const wp::int32 var_250 = 0;
        const bool var_251 = true;
        bool var_252;
        const bool var_253 = false;
        bool var_254;
        const wp::float32 var_255 = 0.5;
        wp::float32 var_256;
        wp::float32* var_257;
        const wp::float32 var_258 = 0.125;
        wp::float32 var_259;
        wp::float32 var_260;
        wp::float32 var_261;
        const wp::float32 var_262 = 0.5;
        wp::float32 var_263;
        wp::float32 var_264;
        const wp::int32 var_265 = 2;
        wp::float32 var_266;
        const wp::float32 var_267 = 0.25;
        wp::float32 var_268;
        wp::float32 var_269;
        wp::float32 var_270;
        wp::float32 var_271;
        wp::float32 var_272;
        wp::float32 var_273;
        const wp::float32 var_274 = 1.0;
        wp::float32 var_275;
        const wp::float32 var_276 = 0.5;
        wp::float32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        const wp::int32 var_280 = 1;
        const bool var_281 = true;
        bool var_282;
        const bool var_283 = false;
        bool var_284;
        const wp::float32 var_285 = 0.5;
        wp::float32 var_286;
        wp::float32* var_287;
        const wp::float32 var_288 = 0.125;
        wp::float32 var_289;
        wp::float32 var_290;
        wp::float32 var_291;
        const wp::float32 var_292 = 0.5;
        wp::float32 var_293;
        wp::float32 var_294;
        const wp::int32 var_295 = 2;
        wp::float32 var_296;
        const wp::float32 var_297 = 0.25;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        const wp::float32 var_304 = 1.0;
        wp::float32 var_305;
        const wp::float32 var_306 = 0.5;
        wp::float32 var_307;
        wp::float32 var_308;
        wp::float32 var_309;
        const wp::int32 var_310 = 2;
        const bool var_311 = true;
        bool var_312;
        const bool var_313 = false;
        bool var_314;
        const wp::float32 var_315 = 0.5;
        wp::float32 var_316;
        wp::float32* var_317;
        const wp::float32 var_318 = 0.125;
        wp::float32 var_319;
        wp::float32 var_320;
        wp::float32 var_321;
        const wp::float32 var_322 = 0.5;
        wp::float32 var_323;
        wp::float32 var_324;
        const wp::int32 var_325 = 2;
        wp::float32 var_326;
        const wp::float32 var_327 = 0.25;
        wp::float32 var_328;
        wp::float32 var_329;
        wp::float32 var_330;
        wp::float32 var_331;
        wp::float32 var_332;
        wp::float32 var_333;
        const wp::float32 var_334 = 1.0;
        wp::float32 var_335;
        const wp::float32 var_336 = 0.5;
        wp::float32 var_337;
        wp::float32 var_338;
        wp::float32 var_339;
        const wp::int32 var_340 = 3;
        const bool var_341 = true;
        bool var_342;
        const bool var_343 = false;
        bool var_344;
        const wp::float32 var_345 = 0.5;
        wp::float32 var_346;
        wp::float32* var_347;
        const wp::float32 var_348 = 0.125;
        wp::float32 var_349;
        wp::float32 var_350;
        wp::float32 var_351;
        const wp::float32 var_352 = 0.5;
        wp::float32 var_353;
        wp::float32 var_354;
        const wp::int32 var_355 = 2;
        wp::float32 var_356;
        const wp::float32 var_357 = 0.25;
        wp::float32 var_358;
        wp::float32 var_359;
        wp::float32 var_360;
        wp::float32 var_361;
        wp::float32 var_362;
        wp::float32 var_363;
        const wp::float32 var_364 = 1.0;
        wp::float32 var_365;
        const wp::float32 var_366 = 0.5;
        wp::float32 var_367;
        wp::float32 var_368;
        wp::float32 var_369;
        //---------
        // forward
        // def nested_loop_s000002(                                                               <L 8>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = wp.float32(0.0)                                                                   <L 14>
        var_2 = wp::float32(var_1);
        // for j in range(0, steps):                                                              <L 15>
        var_4 = wp::range(var_3, var_steps);
        start_for_0:;
            if (iter_cmp(var_4) == 0) goto end_for_0;
            var_5 = wp::iter_next(var_4);
            // for k in range(iterations):                                                        <L 16>
            // for l in range(4):                                                                 <L 17>
            // if k == l:                                                                         <L 18>
            var_9 = (var_6 == var_7);
            if (var_9) {
                // continue                                                                       <L 19>
            }
            var_11 = wp::where(var_9, var_10, var_8);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_11) {
                var_13 = wp::mul(var_2, var_12);
                var_14 = wp::address(var_b, var_0);
                var_17 = wp::load(var_14);
                var_16 = wp::mul(var_17, var_15);
                var_18 = wp::float32(var_5);
                var_20 = wp::mul(var_18, var_19);
                var_21 = wp::add(var_16, var_20);
                var_23 = wp::float32(var_22);
                var_25 = wp::mul(var_23, var_24);
                var_26 = wp::add(var_21, var_25);
                var_27 = wp::float32(var_7);
                var_29 = wp::mul(var_27, var_28);
                var_30 = wp::add(var_26, var_29);
                var_31 = wp::abs(var_30);
                var_33 = wp::add(var_31, var_32);
                var_35 = wp::pow(var_33, var_34);
                var_36 = wp::add(var_13, var_35);
            }
            var_37 = wp::where(var_11, var_36, var_2);
            // if k == l:                                                                         <L 18>
            var_40 = (var_6 == var_38);
            if (var_40) {
                // continue                                                                       <L 19>
            }
            var_42 = wp::where(var_40, var_41, var_39);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_42) {
                var_44 = wp::mul(var_37, var_43);
                var_45 = wp::address(var_b, var_0);
                var_48 = wp::load(var_45);
                var_47 = wp::mul(var_48, var_46);
                var_49 = wp::float32(var_5);
                var_51 = wp::mul(var_49, var_50);
                var_52 = wp::add(var_47, var_51);
                var_54 = wp::float32(var_53);
                var_56 = wp::mul(var_54, var_55);
                var_57 = wp::add(var_52, var_56);
                var_58 = wp::float32(var_38);
                var_59 = wp::mul(var_58, var_28);
                var_60 = wp::add(var_57, var_59);
                var_61 = wp::abs(var_60);
                var_63 = wp::add(var_61, var_62);
                var_65 = wp::pow(var_63, var_64);
                var_66 = wp::add(var_44, var_65);
            }
            var_67 = wp::where(var_42, var_66, var_37);
            // if k == l:                                                                         <L 18>
            var_70 = (var_6 == var_68);
            if (var_70) {
                // continue                                                                       <L 19>
            }
            var_72 = wp::where(var_70, var_71, var_69);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_72) {
                var_74 = wp::mul(var_67, var_73);
                var_75 = wp::address(var_b, var_0);
                var_78 = wp::load(var_75);
                var_77 = wp::mul(var_78, var_76);
                var_79 = wp::float32(var_5);
                var_81 = wp::mul(var_79, var_80);
                var_82 = wp::add(var_77, var_81);
                var_84 = wp::float32(var_83);
                var_86 = wp::mul(var_84, var_85);
                var_87 = wp::add(var_82, var_86);
                var_88 = wp::float32(var_68);
                var_89 = wp::mul(var_88, var_28);
                var_90 = wp::add(var_87, var_89);
                var_91 = wp::abs(var_90);
                var_93 = wp::add(var_91, var_92);
                var_95 = wp::pow(var_93, var_94);
                var_96 = wp::add(var_74, var_95);
            }
            var_97 = wp::where(var_72, var_96, var_67);
            // if k == l:                                                                         <L 18>
            var_100 = (var_6 == var_98);
            if (var_100) {
                // continue                                                                       <L 19>
            }
            var_102 = wp::where(var_100, var_101, var_99);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_102) {
                var_104 = wp::mul(var_97, var_103);
                var_105 = wp::address(var_b, var_0);
                var_108 = wp::load(var_105);
                var_107 = wp::mul(var_108, var_106);
                var_109 = wp::float32(var_5);
                var_111 = wp::mul(var_109, var_110);
                var_112 = wp::add(var_107, var_111);
                var_114 = wp::float32(var_113);
                var_116 = wp::mul(var_114, var_115);
                var_117 = wp::add(var_112, var_116);
                var_118 = wp::float32(var_98);
                var_119 = wp::mul(var_118, var_28);
                var_120 = wp::add(var_117, var_119);
                var_121 = wp::abs(var_120);
                var_123 = wp::add(var_121, var_122);
                var_125 = wp::pow(var_123, var_124);
                var_126 = wp::add(var_104, var_125);
            }
            var_127 = wp::where(var_102, var_126, var_97);
            // for l in range(4):                                                                 <L 17>
            // if k == l:                                                                         <L 18>
            var_131 = (var_128 == var_129);
            if (var_131) {
                // continue                                                                       <L 19>
            }
            var_133 = wp::where(var_131, var_132, var_130);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_133) {
                var_135 = wp::mul(var_127, var_134);
                var_136 = wp::address(var_b, var_0);
                var_139 = wp::load(var_136);
                var_138 = wp::mul(var_139, var_137);
                var_140 = wp::float32(var_5);
                var_142 = wp::mul(var_140, var_141);
                var_143 = wp::add(var_138, var_142);
                var_145 = wp::float32(var_144);
                var_147 = wp::mul(var_145, var_146);
                var_148 = wp::add(var_143, var_147);
                var_149 = wp::float32(var_129);
                var_150 = wp::mul(var_149, var_28);
                var_151 = wp::add(var_148, var_150);
                var_152 = wp::abs(var_151);
                var_154 = wp::add(var_152, var_153);
                var_156 = wp::pow(var_154, var_155);
                var_157 = wp::add(var_135, var_156);
            }
            var_158 = wp::where(var_133, var_157, var_127);
            // if k == l:                                                                         <L 18>
            var_161 = (var_128 == var_159);
            if (var_161) {
                // continue                                                                       <L 19>
            }
            var_163 = wp::where(var_161, var_162, var_160);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_163) {
                var_165 = wp::mul(var_158, var_164);
                var_166 = wp::address(var_b, var_0);
                var_169 = wp::load(var_166);
                var_168 = wp::mul(var_169, var_167);
                var_170 = wp::float32(var_5);
                var_172 = wp::mul(var_170, var_171);
                var_173 = wp::add(var_168, var_172);
                var_175 = wp::float32(var_174);
                var_177 = wp::mul(var_175, var_176);
                var_178 = wp::add(var_173, var_177);
                var_179 = wp::float32(var_159);
                var_180 = wp::mul(var_179, var_28);
                var_181 = wp::add(var_178, var_180);
                var_182 = wp::abs(var_181);
                var_184 = wp::add(var_182, var_183);
                var_186 = wp::pow(var_184, var_185);
                var_187 = wp::add(var_165, var_186);
            }
            var_188 = wp::where(var_163, var_187, var_158);
            // if k == l:                                                                         <L 18>
            var_191 = (var_128 == var_189);
            if (var_191) {
                // continue                                                                       <L 19>
            }
            var_193 = wp::where(var_191, var_192, var_190);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_193) {
                var_195 = wp::mul(var_188, var_194);
                var_196 = wp::address(var_b, var_0);
                var_199 = wp::load(var_196);
                var_198 = wp::mul(var_199, var_197);
                var_200 = wp::float32(var_5);
                var_202 = wp::mul(var_200, var_201);
                var_203 = wp::add(var_198, var_202);
                var_205 = wp::float32(var_204);
                var_207 = wp::mul(var_205, var_206);
                var_208 = wp::add(var_203, var_207);
                var_209 = wp::float32(var_189);
                var_210 = wp::mul(var_209, var_28);
                var_211 = wp::add(var_208, var_210);
                var_212 = wp::abs(var_211);
                var_214 = wp::add(var_212, var_213);
                var_216 = wp::pow(var_214, var_215);
                var_217 = wp::add(var_195, var_216);
            }
            var_218 = wp::where(var_193, var_217, var_188);
            // if k == l:                                                                         <L 18>
            var_221 = (var_128 == var_219);
            if (var_221) {
                // continue                                                                       <L 19>
            }
            var_223 = wp::where(var_221, var_222, var_220);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_223) {
                var_225 = wp::mul(var_218, var_224);
                var_226 = wp::address(var_b, var_0);
                var_229 = wp::load(var_226);
                var_228 = wp::mul(var_229, var_227);
                var_230 = wp::float32(var_5);
                var_232 = wp::mul(var_230, var_231);
                var_233 = wp::add(var_228, var_232);
                var_235 = wp::float32(var_234);
                var_237 = wp::mul(var_235, var_236);
                var_238 = wp::add(var_233, var_237);
                var_239 = wp::float32(var_219);
                var_240 = wp::mul(var_239, var_28);
                var_241 = wp::add(var_238, var_240);
                var_242 = wp::abs(var_241);
                var_244 = wp::add(var_242, var_243);
                var_246 = wp::pow(var_244, var_245);
                var_247 = wp::add(var_225, var_246);
            }
            var_248 = wp::where(var_223, var_247, var_218);
            // for l in range(4):                                                                 <L 17>
            // if k == l:                                                                         <L 18>
            var_252 = (var_249 == var_250);
            if (var_252) {
                // continue                                                                       <L 19>
            }
            var_254 = wp::where(var_252, var_253, var_251);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_254) {
                var_256 = wp::mul(var_248, var_255);
                var_257 = wp::address(var_b, var_0);
                var_260 = wp::load(var_257);
                var_259 = wp::mul(var_260, var_258);
                var_261 = wp::float32(var_5);
                var_263 = wp::mul(var_261, var_262);
                var_264 = wp::add(var_259, var_263);
                var_266 = wp::float32(var_265);
                var_268 = wp::mul(var_266, var_267);
                var_269 = wp::add(var_264, var_268);
                var_270 = wp::float32(var_250);
                var_271 = wp::mul(var_270, var_28);
                var_272 = wp::add(var_269, var_271);
                var_273 = wp::abs(var_272);
                var_275 = wp::add(var_273, var_274);
                var_277 = wp::pow(var_275, var_276);
                var_278 = wp::add(var_256, var_277);
            }
            var_279 = wp::where(var_254, var_278, var_248);
            // if k == l:                                                                         <L 18>
            var_282 = (var_249 == var_280);
            if (var_282) {
                // continue                                                                       <L 19>
            }
            var_284 = wp::where(var_282, var_283, var_281);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_284) {
                var_286 = wp::mul(var_279, var_285);
                var_287 = wp::address(var_b, var_0);
                var_290 = wp::load(var_287);
                var_289 = wp::mul(var_290, var_288);
                var_291 = wp::float32(var_5);
                var_293 = wp::mul(var_291, var_292);
                var_294 = wp::add(var_289, var_293);
                var_296 = wp::float32(var_295);
                var_298 = wp::mul(var_296, var_297);
                var_299 = wp::add(var_294, var_298);
                var_300 = wp::float32(var_280);
                var_301 = wp::mul(var_300, var_28);
                var_302 = wp::add(var_299, var_301);
                var_303 = wp::abs(var_302);
                var_305 = wp::add(var_303, var_304);
                var_307 = wp::pow(var_305, var_306);
                var_308 = wp::add(var_286, var_307);
            }
            var_309 = wp::where(var_284, var_308, var_279);
            // if k == l:                                                                         <L 18>
            var_312 = (var_249 == var_310);
            if (var_312) {
                // continue                                                                       <L 19>
            }
            var_314 = wp::where(var_312, var_313, var_311);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_314) {
                var_316 = wp::mul(var_309, var_315);
                var_317 = wp::address(var_b, var_0);
                var_320 = wp::load(var_317);
                var_319 = wp::mul(var_320, var_318);
                var_321 = wp::float32(var_5);
                var_323 = wp::mul(var_321, var_322);
                var_324 = wp::add(var_319, var_323);
                var_326 = wp::float32(var_325);
                var_328 = wp::mul(var_326, var_327);
                var_329 = wp::add(var_324, var_328);
                var_330 = wp::float32(var_310);
                var_331 = wp::mul(var_330, var_28);
                var_332 = wp::add(var_329, var_331);
                var_333 = wp::abs(var_332);
                var_335 = wp::add(var_333, var_334);
                var_337 = wp::pow(var_335, var_336);
                var_338 = wp::add(var_316, var_337);
            }
            var_339 = wp::where(var_314, var_338, var_309);
            // if k == l:                                                                         <L 18>
            var_342 = (var_249 == var_340);
            if (var_342) {
                // continue                                                                       <L 19>
            }
            var_344 = wp::where(var_342, var_343, var_341);
            // x0 = x0 * 0.5 + wp.pow(wp.abs(b[i] * wp.static(1.0 / 8.0) + wp.float32(j) * 0.5 + wp.float32(wp.static(k)) * 0.25 + wp.float32(l) * scale) + 1.0, 0.5)       <L 20>
            if (var_344) {
                var_346 = wp::mul(var_339, var_345);
                var_347 = wp::address(var_b, var_0);
                var_350 = wp::load(var_347);
                var_349 = wp::mul(var_350, var_348);
                var_351 = wp::float32(var_5);
                var_353 = wp::mul(var_351, var_352);
                var_354 = wp::add(var_349, var_353);
                var_356 = wp::float32(var_355);
                var_358 = wp::mul(var_356, var_357);
                var_359 = wp::add(var_354, var_358);
                var_360 = wp::float32(var_340);
                var_361 = wp::mul(var_360, var_28);
                var_362 = wp::add(var_359, var_361);
                var_363 = wp::abs(var_362);
                var_365 = wp::add(var_363, var_364);
                var_367 = wp::pow(var_365, var_366);
                var_368 = wp::add(var_346, var_367);
            }
            var_369 = wp::where(var_344, var_368, var_339);
            wp::assign(var_2, var_369);
            goto start_for_0;
        end_for_0:;
        // out[i] = x0                                                                            <L 21>
        wp::array_store(var_out, var_0, var_2);
    }
}