extern "C" __global__ void nested_loop_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_steps,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::int32 adj_steps,
    wp::array_t<wp::float32> adj_out)
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
        const bool var_7 = true;
        bool var_8;
        const bool var_9 = false;
        bool var_10;
        const wp::float32 var_11 = 0.5;
        wp::float32 var_12;
        wp::float32* var_13;
        const wp::float32 var_14 = 3.0;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 0.25;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::int32 var_26 = 1;
        const bool var_27 = true;
        bool var_28;
        const bool var_29 = false;
        bool var_30;
        wp::float32 var_31;
        wp::float32* var_32;
        const wp::float32 var_33 = 3.0;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::int32 var_44 = 2;
        const bool var_45 = true;
        bool var_46;
        const bool var_47 = false;
        bool var_48;
        wp::float32 var_49;
        wp::float32* var_50;
        const wp::float32 var_51 = 3.0;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 3;
        const bool var_63 = true;
        bool var_64;
        const bool var_65 = false;
        bool var_66;
        wp::float32 var_67;
        wp::float32* var_68;
        const wp::float32 var_69 = 3.0;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        wp::float32 var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::range_t adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        bool adj_7 = {};
        bool adj_8 = {};
        bool adj_9 = {};
        bool adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::int32 adj_26 = {};
        bool adj_27 = {};
        bool adj_28 = {};
        bool adj_29 = {};
        bool adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::int32 adj_44 = {};
        bool adj_45 = {};
        bool adj_46 = {};
        bool adj_47 = {};
        bool adj_48 = {};
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
        wp::float32 adj_61 = {};
        wp::int32 adj_62 = {};
        bool adj_63 = {};
        bool adj_64 = {};
        bool adj_65 = {};
        bool adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
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
        //---------
        // forward
        // def nested_loop_s000001(                                                               <L 11>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // x0 = wp.float32(0.0)                                                                   <L 17>
        var_2 = wp::float32(var_1);
        // for j in range(0, steps):                                                              <L 18>
        var_4 = wp::range(var_3, var_steps);
        // out[i] = x0                                                                            <L 23>
        // wp::array_store(var_out, var_0, var_2);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_2, adj_out, adj_0, adj_2);
        // adj: out[i] = x0                                                                       <L 23>
        var_4 = wp::iter_reverse(var_4);
        start_for_0:;
            if (iter_cmp(var_4) == 0) goto end_for_0;
            var_5 = wp::iter_next(var_4);
        	adj_6 = {};
        	adj_7 = {};
        	adj_8 = {};
        	adj_9 = {};
        	adj_10 = {};
        	adj_11 = {};
        	adj_12 = {};
        	adj_13 = {};
        	adj_14 = {};
        	adj_15 = {};
        	adj_16 = {};
        	adj_17 = {};
        	adj_18 = {};
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
        	adj_30 = {};
        	adj_31 = {};
        	adj_32 = {};
        	adj_33 = {};
        	adj_34 = {};
        	adj_35 = {};
        	adj_36 = {};
        	adj_37 = {};
        	adj_38 = {};
        	adj_39 = {};
        	adj_40 = {};
        	adj_41 = {};
        	adj_42 = {};
        	adj_43 = {};
        	adj_44 = {};
        	adj_45 = {};
        	adj_46 = {};
        	adj_47 = {};
        	adj_48 = {};
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
        	adj_60 = {};
        	adj_61 = {};
        	adj_62 = {};
        	adj_63 = {};
        	adj_64 = {};
        	adj_65 = {};
        	adj_66 = {};
        	adj_67 = {};
        	adj_68 = {};
        	adj_69 = {};
        	adj_70 = {};
        	adj_71 = {};
        	adj_72 = {};
        	adj_73 = {};
        	adj_74 = {};
        	adj_75 = {};
        	adj_76 = {};
        	adj_77 = {};
        	adj_78 = {};
        	adj_79 = {};
            // for k in range(STEPS):                                                             <L 19>
            // if j == k:                                                                         <L 20>
            var_8 = (var_5 == var_6);
            if (var_8) {
                // continue                                                                       <L 21>
            }
            var_10 = wp::where(var_8, var_9, var_7);
            // x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)       <L 22>
            if (var_10) {
                var_12 = wp::mul(var_2, var_11);
                var_13 = wp::address(var_a, var_0);
                var_16 = wp::load(var_13);
                var_15 = wp::mul(var_16, var_14);
                var_17 = wp::float32(var_5);
                var_19 = wp::mul(var_17, var_18);
                var_20 = wp::add(var_15, var_19);
                var_21 = wp::float32(var_6);
                var_22 = wp::mul(var_21, var_18);
                var_23 = wp::add(var_20, var_22);
                var_24 = wp::add(var_12, var_23);
            }
            var_25 = wp::where(var_10, var_24, var_2);
            // if j == k:                                                                         <L 20>
            var_28 = (var_5 == var_26);
            if (var_28) {
                // continue                                                                       <L 21>
            }
            var_30 = wp::where(var_28, var_29, var_27);
            // x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)       <L 22>
            if (var_30) {
                var_31 = wp::mul(var_25, var_11);
                var_32 = wp::address(var_a, var_0);
                var_35 = wp::load(var_32);
                var_34 = wp::mul(var_35, var_33);
                var_36 = wp::float32(var_5);
                var_37 = wp::mul(var_36, var_18);
                var_38 = wp::add(var_34, var_37);
                var_39 = wp::float32(var_26);
                var_40 = wp::mul(var_39, var_18);
                var_41 = wp::add(var_38, var_40);
                var_42 = wp::add(var_31, var_41);
            }
            var_43 = wp::where(var_30, var_42, var_25);
            // if j == k:                                                                         <L 20>
            var_46 = (var_5 == var_44);
            if (var_46) {
                // continue                                                                       <L 21>
            }
            var_48 = wp::where(var_46, var_47, var_45);
            // x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)       <L 22>
            if (var_48) {
                var_49 = wp::mul(var_43, var_11);
                var_50 = wp::address(var_a, var_0);
                var_53 = wp::load(var_50);
                var_52 = wp::mul(var_53, var_51);
                var_54 = wp::float32(var_5);
                var_55 = wp::mul(var_54, var_18);
                var_56 = wp::add(var_52, var_55);
                var_57 = wp::float32(var_44);
                var_58 = wp::mul(var_57, var_18);
                var_59 = wp::add(var_56, var_58);
                var_60 = wp::add(var_49, var_59);
            }
            var_61 = wp::where(var_48, var_60, var_43);
            // if j == k:                                                                         <L 20>
            var_64 = (var_5 == var_62);
            if (var_64) {
                // continue                                                                       <L 21>
            }
            var_66 = wp::where(var_64, var_65, var_63);
            // x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)       <L 22>
            if (var_66) {
                var_67 = wp::mul(var_61, var_11);
                var_68 = wp::address(var_a, var_0);
                var_71 = wp::load(var_68);
                var_70 = wp::mul(var_71, var_69);
                var_72 = wp::float32(var_5);
                var_73 = wp::mul(var_72, var_18);
                var_74 = wp::add(var_70, var_73);
                var_75 = wp::float32(var_62);
                var_76 = wp::mul(var_75, var_18);
                var_77 = wp::add(var_74, var_76);
                var_78 = wp::add(var_67, var_77);
            }
            var_79 = wp::where(var_66, var_78, var_61);
            wp::assign(var_2, var_79);
            wp::adj_assign(var_2, var_79, adj_2, adj_79);
            wp::adj_where(var_66, var_78, var_61, adj_66, adj_78, adj_61, adj_79);
            if (var_66) {
                wp::adj_add(var_67, var_77, adj_67, adj_77, adj_78);
                wp::adj_add(var_74, var_76, adj_74, adj_76, adj_77);
                wp::adj_mul(var_75, var_18, adj_75, adj_18, adj_76);
                wp::adj_float32(var_62, adj_62, adj_75);
                wp::adj_add(var_70, var_73, adj_70, adj_73, adj_74);
                wp::adj_mul(var_72, var_18, adj_72, adj_18, adj_73);
                wp::adj_float32(var_5, adj_5, adj_72);
                wp::adj_mul(var_71, var_69, adj_68, adj_69, adj_70);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_68);
                wp::adj_mul(var_61, var_11, adj_61, adj_11, adj_67);
            }
            // adj: x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)  <L 22>
            wp::adj_where(var_64, var_65, var_63, adj_64, adj_65, adj_63, adj_66);
            if (var_64) {
                // adj: continue                                                                  <L 21>
            }
            // adj: if j == k:                                                                    <L 20>
            wp::adj_where(var_48, var_60, var_43, adj_48, adj_60, adj_43, adj_61);
            if (var_48) {
                wp::adj_add(var_49, var_59, adj_49, adj_59, adj_60);
                wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
                wp::adj_mul(var_57, var_18, adj_57, adj_18, adj_58);
                wp::adj_float32(var_44, adj_44, adj_57);
                wp::adj_add(var_52, var_55, adj_52, adj_55, adj_56);
                wp::adj_mul(var_54, var_18, adj_54, adj_18, adj_55);
                wp::adj_float32(var_5, adj_5, adj_54);
                wp::adj_mul(var_53, var_51, adj_50, adj_51, adj_52);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_50);
                wp::adj_mul(var_43, var_11, adj_43, adj_11, adj_49);
            }
            // adj: x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)  <L 22>
            wp::adj_where(var_46, var_47, var_45, adj_46, adj_47, adj_45, adj_48);
            if (var_46) {
                // adj: continue                                                                  <L 21>
            }
            // adj: if j == k:                                                                    <L 20>
            wp::adj_where(var_30, var_42, var_25, adj_30, adj_42, adj_25, adj_43);
            if (var_30) {
                wp::adj_add(var_31, var_41, adj_31, adj_41, adj_42);
                wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
                wp::adj_mul(var_39, var_18, adj_39, adj_18, adj_40);
                wp::adj_float32(var_26, adj_26, adj_39);
                wp::adj_add(var_34, var_37, adj_34, adj_37, adj_38);
                wp::adj_mul(var_36, var_18, adj_36, adj_18, adj_37);
                wp::adj_float32(var_5, adj_5, adj_36);
                wp::adj_mul(var_35, var_33, adj_32, adj_33, adj_34);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_32);
                wp::adj_mul(var_25, var_11, adj_25, adj_11, adj_31);
            }
            // adj: x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)  <L 22>
            wp::adj_where(var_28, var_29, var_27, adj_28, adj_29, adj_27, adj_30);
            if (var_28) {
                // adj: continue                                                                  <L 21>
            }
            // adj: if j == k:                                                                    <L 20>
            wp::adj_where(var_10, var_24, var_2, adj_10, adj_24, adj_2, adj_25);
            if (var_10) {
                wp::adj_add(var_12, var_23, adj_12, adj_23, adj_24);
                wp::adj_add(var_20, var_22, adj_20, adj_22, adj_23);
                wp::adj_mul(var_21, var_18, adj_21, adj_18, adj_22);
                wp::adj_float32(var_6, adj_6, adj_21);
                wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
                wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
                wp::adj_float32(var_5, adj_5, adj_17);
                wp::adj_mul(var_16, var_14, adj_13, adj_14, adj_15);
                wp::adj_address(var_a, var_0, adj_a, adj_0, adj_13);
                wp::adj_mul(var_2, var_11, adj_2, adj_11, adj_12);
            }
            // adj: x0 = x0 * SCALE + (a[i] * 3.0 + wp.float32(j) * OFFSET + wp.float32(k) * OFFSET)  <L 22>
            wp::adj_where(var_8, var_9, var_7, adj_8, adj_9, adj_7, adj_10);
            if (var_8) {
                // adj: continue                                                                  <L 21>
            }
            // adj: if j == k:                                                                    <L 20>
            // adj: for k in range(STEPS):                                                        <L 19>
        	goto start_for_0;
        end_for_0:;
        // adj: for j in range(0, steps):                                                         <L 18>
        wp::adj_float32(var_1, adj_1, adj_2);
        // adj: x0 = wp.float32(0.0)                                                              <L 17>
        // adj: i = wp.tid()                                                                      <L 16>
        // adj: def nested_loop_s000001(                                                          <L 11>
        continue;
    }
}