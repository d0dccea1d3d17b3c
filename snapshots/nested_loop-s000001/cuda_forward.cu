extern "C" __global__ void nested_loop_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
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
        // forward
        // def nested_loop_s000001(                                                               <L 11>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // x0 = wp.float32(0.0)                                                                   <L 17>
        var_2 = wp::float32(var_1);
        // for j in range(0, steps):                                                              <L 18>
        var_4 = wp::range(var_3, var_steps);
        start_for_0:;
            if (iter_cmp(var_4) == 0) goto end_for_0;
            var_5 = wp::iter_next(var_4);
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
            goto start_for_0;
        end_for_0:;
        // out[i] = x0                                                                            <L 23>
        wp::array_store(var_out, var_0, var_2);
    }
}