extern "C" __global__ void make_loop_control_s000000__locals__loop_control_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_k,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_a,
    wp::int32 adj_k,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::float32> adj_out1)
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
        const wp::int32 var_4 = -1;
        wp::range_t var_5;
        wp::int32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 0.25;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.0;
        wp::float32 var_15;
        const wp::int32 var_16 = 0;
        wp::range_t var_17;
        wp::int32 var_18;
        wp::int32 var_19;
        wp::shape_t* var_20;
        const wp::int32 var_21 = 0;
        wp::int32 var_22;
        wp::shape_t var_23;
        wp::int32 var_24;
        wp::float32* var_25;
        const wp::float32 var_26 = 0.25;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::int32 var_30 = 0;
        wp::range_t var_31;
        wp::int32 var_32;
        wp::float32* var_33;
        const wp::int32 var_34 = 1;
        wp::int32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32* var_40;
        wp::int32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.0;
        wp::float32 var_44;
        const wp::int32 var_45 = 0;
        const wp::int32 var_46 = -1;
        wp::range_t var_47;
        wp::int32 var_48;
        wp::float32* var_49;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        const wp::float32 var_53 = 0.25;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 1.0;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32* var_60;
        wp::int32 var_61;
        wp::float32 var_62;
        const wp::float32 var_63 = 0.0;
        wp::float32 var_64;
        const wp::int32 var_65 = 0;
        const wp::int32 var_66 = -1;
        wp::range_t var_67;
        wp::int32 var_68;
        wp::float32* var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        const wp::float32 var_73 = 0.5;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::float32 var_77 = 0.125;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32* var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        const wp::float32 var_84 = 0.75;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32* var_89;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        const wp::float32 var_93 = 0.25;
        wp::float32 var_94;
        wp::float32 var_95;
        const wp::float32 var_96 = 2.0;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32* var_99;
        const wp::float32 var_100 = 0.25;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::range_t adj_5 = {};
        wp::int32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::range_t adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::shape_t adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::shape_t adj_23 = {};
        wp::int32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::range_t adj_31 = {};
        wp::int32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::int32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::range_t adj_47 = {};
        wp::int32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::int32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::int32 adj_66 = {};
        wp::range_t adj_67 = {};
        wp::int32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        //---------
        // forward
        // def loop_control_s000000(                                                              <L 28>
        // i = wp.tid()                                                                           <L 34>
        var_0 = builtin_tid1d();
        // x0 = wp.float32(0.0)                                                                   <L 35>
        var_2 = wp::float32(var_1);
        // for j in range(k, 0, -1):                                                              <L 36>
        var_5 = wp::range(var_k, var_3, var_4);
        // x1 = wp.float32(0.0)                                                                   <L 38>
        var_15 = wp::float32(var_14);
        // for l in range(0, k):                                                                  <L 39>
        var_17 = wp::range(var_16, var_k);
        // for p in range(0, k):                                                                  <L 41>
        var_31 = wp::range(var_30, var_k);
        // x2 = loop_control_s000000_first_step0(a[i], k)                                         <L 43>
        var_40 = wp::address(var_a, var_0);
        var_42 = wp::load(var_40);
        var_41 = loop_control_s000000_first_step0_0(var_42, var_k);
        // x3 = wp.float32(0.0)                                                                   <L 44>
        var_44 = wp::float32(var_43);
        // for q in range(k, 0, -1):                                                              <L 45>
        var_47 = wp::range(var_k, var_45, var_46);
        // x4 = loop_control_s000000_first_step1(a[i], k)                                         <L 47>
        var_60 = wp::address(var_a, var_0);
        var_62 = wp::load(var_60);
        var_61 = loop_control_s000000_first_step1_0(var_62, var_k);
        // x5 = wp.float32(0.0)                                                                   <L 48>
        var_64 = wp::float32(var_63);
        // for r in range(k, 0, -1):                                                              <L 49>
        var_67 = wp::range(var_k, var_65, var_66);
        // out[i] = x0 + x1 * offset + a[i] * wp.float32(x2) * scale + x3 * scale + a[i] * wp.float32(x4) * wp.static(1.0 / 4.0) + x5 * 2.0 + a[i] * wp.static(1.0 / 4.0)       <L 51>
        var_78 = wp::mul(var_15, var_77);
        var_79 = wp::add(var_2, var_78);
        var_80 = wp::address(var_a, var_0);
        var_81 = wp::float32(var_41);
        var_83 = wp::load(var_80);
        var_82 = wp::mul(var_83, var_81);
        var_85 = wp::mul(var_82, var_84);
        var_86 = wp::add(var_79, var_85);
        var_87 = wp::mul(var_44, var_84);
        var_88 = wp::add(var_86, var_87);
        var_89 = wp::address(var_a, var_0);
        var_90 = wp::float32(var_61);
        var_92 = wp::load(var_89);
        var_91 = wp::mul(var_92, var_90);
        var_94 = wp::mul(var_91, var_93);
        var_95 = wp::add(var_88, var_94);
        var_97 = wp::mul(var_64, var_96);
        var_98 = wp::add(var_95, var_97);
        var_99 = wp::address(var_a, var_0);
        var_102 = wp::load(var_99);
        var_101 = wp::mul(var_102, var_100);
        var_103 = wp::add(var_98, var_101);
        // wp::array_store(var_out, var_0, var_103);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_103, adj_out, adj_0, adj_103);
        wp::adj_add(var_98, var_101, adj_98, adj_101, adj_103);
        wp::adj_mul(var_102, var_100, adj_99, adj_100, adj_101);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_99);
        wp::adj_add(var_95, var_97, adj_95, adj_97, adj_98);
        wp::adj_mul(var_64, var_96, adj_64, adj_96, adj_97);
        wp::adj_add(var_88, var_94, adj_88, adj_94, adj_95);
        wp::adj_mul(var_91, var_93, adj_91, adj_93, adj_94);
        wp::adj_mul(var_92, var_90, adj_89, adj_90, adj_91);
        wp::adj_float32(var_61, adj_61, adj_90);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_89);
        wp::adj_add(var_86, var_87, adj_86, adj_87, adj_88);
        wp::adj_mul(var_44, var_84, adj_44, adj_84, adj_87);
        wp::adj_add(var_79, var_85, adj_79, adj_85, adj_86);
        wp::adj_mul(var_82, var_84, adj_82, adj_84, adj_85);
        wp::adj_mul(var_83, var_81, adj_80, adj_81, adj_82);
        wp::adj_float32(var_41, adj_41, adj_81);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_80);
        wp::adj_add(var_2, var_78, adj_2, adj_78, adj_79);
        wp::adj_mul(var_15, var_77, adj_15, adj_77, adj_78);
        // adj: out[i] = x0 + x1 * offset + a[i] * wp.float32(x2) * scale + x3 * scale + a[i] * wp.float32(x4) * wp.static(1.0 / 4.0) + x5 * 2.0 + a[i] * wp.static(1.0 / 4.0)  <L 51>
        var_67 = wp::iter_reverse(var_67);
        start_for_8:;
            if (iter_cmp(var_67) == 0) goto end_for_8;
            var_68 = wp::iter_next(var_67);
        	adj_69 = {};
        	adj_70 = {};
        	adj_71 = {};
        	adj_72 = {};
        	adj_73 = {};
        	adj_74 = {};
        	adj_75 = {};
        	adj_76 = {};
            // x5 += wp.tanh(a[i] * wp.float32(r) + 0.5)                                          <L 50>
            var_69 = wp::address(var_a, var_0);
            var_70 = wp::float32(var_68);
            var_72 = wp::load(var_69);
            var_71 = wp::mul(var_72, var_70);
            var_74 = wp::add(var_71, var_73);
            var_75 = wp::tanh(var_74);
            var_76 = wp::add(var_64, var_75);
            wp::assign(var_64, var_76);
            wp::adj_assign(var_64, var_76, adj_64, adj_76);
            wp::adj_add(var_64, var_75, adj_64, adj_75, adj_76);
            wp::adj_tanh(var_74, var_75, adj_74, adj_75);
            wp::adj_add(var_71, var_73, adj_71, adj_73, adj_74);
            wp::adj_mul(var_72, var_70, adj_69, adj_70, adj_71);
            wp::adj_float32(var_68, adj_68, adj_70);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_69);
            // adj: x5 += wp.tanh(a[i] * wp.float32(r) + 0.5)                                     <L 50>
        	goto start_for_8;
        end_for_8:;
        // adj: for r in range(k, 0, -1):                                                         <L 49>
        wp::adj_float32(var_63, adj_63, adj_64);
        // adj: x5 = wp.float32(0.0)                                                              <L 48>
        adj_loop_control_s000000_first_step1_0(var_62, var_k, adj_60, adj_k, adj_61);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_60);
        // adj: x4 = loop_control_s000000_first_step1(a[i], k)                                    <L 47>
        var_47 = wp::iter_reverse(var_47);
        start_for_6:;
            if (iter_cmp(var_47) == 0) goto end_for_6;
            var_48 = wp::iter_next(var_47);
        	adj_49 = {};
        	adj_50 = {};
        	adj_51 = {};
        	adj_52 = {};
        	adj_53 = {};
        	adj_54 = {};
        	adj_55 = {};
        	adj_56 = {};
        	adj_57 = {};
        	adj_58 = {};
        	adj_59 = {};
            // x3 += wp.log(wp.abs(a[i] * wp.float32(q) + wp.static(1.0 / 4.0)) + 1.0)            <L 46>
            var_49 = wp::address(var_a, var_0);
            var_50 = wp::float32(var_48);
            var_52 = wp::load(var_49);
            var_51 = wp::mul(var_52, var_50);
            var_54 = wp::add(var_51, var_53);
            var_55 = wp::abs(var_54);
            var_57 = wp::add(var_55, var_56);
            var_58 = wp::log(var_57);
            var_59 = wp::add(var_44, var_58);
            wp::assign(var_44, var_59);
            wp::adj_assign(var_44, var_59, adj_44, adj_59);
            wp::adj_add(var_44, var_58, adj_44, adj_58, adj_59);
            wp::adj_log(var_57, adj_57, adj_58);
            wp::adj_add(var_55, var_56, adj_55, adj_56, adj_57);
            wp::adj_abs(var_54, adj_54, adj_55);
            wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
            wp::adj_mul(var_52, var_50, adj_49, adj_50, adj_51);
            wp::adj_float32(var_48, adj_48, adj_50);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_49);
            // adj: x3 += wp.log(wp.abs(a[i] * wp.float32(q) + wp.static(1.0 / 4.0)) + 1.0)       <L 46>
        	goto start_for_6;
        end_for_6:;
        // adj: for q in range(k, 0, -1):                                                         <L 45>
        wp::adj_float32(var_43, adj_43, adj_44);
        // adj: x3 = wp.float32(0.0)                                                              <L 44>
        adj_loop_control_s000000_first_step0_0(var_42, var_k, adj_40, adj_k, adj_41);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_40);
        // adj: x2 = loop_control_s000000_first_step0(a[i], k)                                    <L 43>
        var_31 = wp::iter_reverse(var_31);
        start_for_4:;
            if (iter_cmp(var_31) == 0) goto end_for_4;
            var_32 = wp::iter_next(var_31);
        	adj_33 = {};
        	adj_34 = {};
        	adj_35 = {};
        	adj_36 = {};
        	adj_37 = {};
        	adj_38 = {};
        	adj_39 = {};
            // out1[i] += a[i] * wp.float32(p + 1)                                                <L 42>
            var_33 = wp::address(var_a, var_0);
            var_35 = wp::add(var_32, var_34);
            var_36 = wp::float32(var_35);
            var_38 = wp::load(var_33);
            var_37 = wp::mul(var_38, var_36);
            // var_39 = wp::atomic_add(var_out1, var_0, var_37);
            wp::adj_atomic_add(var_out1, var_0, var_37, adj_out1, adj_0, adj_37, adj_39);
            wp::adj_mul(var_38, var_36, adj_33, adj_36, adj_37);
            wp::adj_float32(var_35, adj_35, adj_36);
            wp::adj_add(var_32, var_34, adj_32, adj_34, adj_35);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_33);
            // adj: out1[i] += a[i] * wp.float32(p + 1)                                           <L 42>
        	goto start_for_4;
        end_for_4:;
        // adj: for p in range(0, k):                                                             <L 41>
        var_17 = wp::iter_reverse(var_17);
        start_for_2:;
            if (iter_cmp(var_17) == 0) goto end_for_2;
            var_18 = wp::iter_next(var_17);
        	adj_19 = {};
        	adj_20 = {};
        	adj_21 = {};
        	adj_22 = {};
        	adj_23 = {};
        	adj_24 = {};
        	adj_25 = {};
        	adj_26 = {};
        	adj_27 = {};
        	adj_28 = {};
        	adj_29 = {};
            // x1 += a[(i + l) % a.shape[0]] * wp.static(1.0 / 4.0)                               <L 40>
            var_19 = wp::add(var_0, var_18);
            var_20 = &(var_a.shape);
            var_23 = wp::load(var_20);
            var_22 = wp::extract(var_23, var_21);
            var_24 = wp::mod(var_19, var_22);
            var_25 = wp::address(var_a, var_24);
            var_28 = wp::load(var_25);
            var_27 = wp::mul(var_28, var_26);
            var_29 = wp::add(var_15, var_27);
            wp::assign(var_15, var_29);
            wp::adj_assign(var_15, var_29, adj_15, adj_29);
            wp::adj_add(var_15, var_27, adj_15, adj_27, adj_29);
            wp::adj_mul(var_28, var_26, adj_25, adj_26, adj_27);
            wp::adj_address(var_a, var_24, adj_a, adj_24, adj_25);
            wp::adj_mod(var_19, var_22, adj_19, adj_22, adj_24);
            adj_a.shape = adj_20;
            wp::adj_add(var_0, var_18, adj_0, adj_18, adj_19);
            // adj: x1 += a[(i + l) % a.shape[0]] * wp.static(1.0 / 4.0)                          <L 40>
        	goto start_for_2;
        end_for_2:;
        // adj: for l in range(0, k):                                                             <L 39>
        wp::adj_float32(var_14, adj_14, adj_15);
        // adj: x1 = wp.float32(0.0)                                                              <L 38>
        var_5 = wp::iter_reverse(var_5);
        start_for_0:;
            if (iter_cmp(var_5) == 0) goto end_for_0;
            var_6 = wp::iter_next(var_5);
        	adj_7 = {};
        	adj_8 = {};
        	adj_9 = {};
        	adj_10 = {};
        	adj_11 = {};
        	adj_12 = {};
        	adj_13 = {};
            // x0 += a[i] * wp.float32(j) + wp.static(1.0 / 4.0)                                  <L 37>
            var_7 = wp::address(var_a, var_0);
            var_8 = wp::float32(var_6);
            var_10 = wp::load(var_7);
            var_9 = wp::mul(var_10, var_8);
            var_12 = wp::add(var_9, var_11);
            var_13 = wp::add(var_2, var_12);
            wp::assign(var_2, var_13);
            wp::adj_assign(var_2, var_13, adj_2, adj_13);
            wp::adj_add(var_2, var_12, adj_2, adj_12, adj_13);
            wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
            wp::adj_mul(var_10, var_8, adj_7, adj_8, adj_9);
            wp::adj_float32(var_6, adj_6, adj_8);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
            // adj: x0 += a[i] * wp.float32(j) + wp.static(1.0 / 4.0)                             <L 37>
        	goto start_for_0;
        end_for_0:;
        // adj: for j in range(k, 0, -1):                                                         <L 36>
        wp::adj_float32(var_1, adj_1, adj_2);
        // adj: x0 = wp.float32(0.0)                                                              <L 35>
        // adj: i = wp.tid()                                                                      <L 34>
        // adj: def loop_control_s000000(                                                         <L 28>
        continue;
    }
}