extern "C" __global__ void combined_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::int32 var_4 = 0;
        wp::float32* var_5;
        const wp::float32 var_6 = -0.5;
        bool var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.25;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32* var_19;
        const wp::float32 var_20 = 1.0;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        const wp::float32 var_24 = 0.25;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 2.0;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        const wp::int32 var_36 = 1;
        wp::float32* var_37;
        const wp::float32 var_38 = -0.5;
        bool var_39;
        wp::float32 var_40;
        wp::float32* var_41;
        const wp::float32 var_42 = 1.0;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::float32 var_46 = 0.25;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        wp::float32* var_51;
        const wp::float32 var_52 = 1.0;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 0.25;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::float32 var_59 = 2.0;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::float32 var_62 = 1.0;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.5;
        wp::float32 var_67;
        const wp::float32 var_68 = -3.0;
        const wp::float32 var_69 = 3.0;
        wp::float32 var_70;
        wp::float32 var_71;
        //---------
        // forward
        // def combined_s000000(                                                                  <L 7>
        // i = wp.tid()                                                                           <L 11>
        var_0 = builtin_tid1d();
        // x0 = a[i]                                                                              <L 12>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j in range(2):                                                                     <L 13>
        // if a[i] > -0.5:                                                                        <L 14>
        var_5 = wp::address(var_a, var_0);
        var_8 = wp::load(var_5);
        var_7 = (var_8 > var_6);
        if (var_7) {
            // x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                               <L 15>
            var_9 = wp::address(var_a, var_0);
            var_12 = wp::load(var_9);
            var_11 = wp::mul(var_12, var_10);
            var_13 = wp::float32(var_4);
            var_15 = wp::mul(var_13, var_14);
            var_16 = wp::add(var_11, var_15);
            var_17 = wp::tanh(var_16);
            var_18 = wp::add(var_2, var_17);
        }
        if (!var_7) {
            // x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 17>
            var_19 = wp::address(var_a, var_0);
            var_22 = wp::load(var_19);
            var_21 = wp::mul(var_22, var_20);
            var_23 = wp::float32(var_4);
            var_25 = wp::mul(var_23, var_24);
            var_26 = wp::add(var_21, var_25);
            var_28 = wp::add(var_26, var_27);
            var_29 = wp::abs(var_28);
            var_31 = wp::add(var_29, var_30);
            var_32 = wp::div(var_2, var_31);
        }
        var_33 = wp::where(var_7, var_18, var_32);
        // x0 = x0 * 0.5                                                                          <L 18>
        var_35 = wp::mul(var_33, var_34);
        // if a[i] > -0.5:                                                                        <L 14>
        var_37 = wp::address(var_a, var_0);
        var_40 = wp::load(var_37);
        var_39 = (var_40 > var_38);
        if (var_39) {
            // x0 = x0 + wp.tanh(a[i] * 1.0 + wp.float32(j) * 0.25)                               <L 15>
            var_41 = wp::address(var_a, var_0);
            var_44 = wp::load(var_41);
            var_43 = wp::mul(var_44, var_42);
            var_45 = wp::float32(var_36);
            var_47 = wp::mul(var_45, var_46);
            var_48 = wp::add(var_43, var_47);
            var_49 = wp::tanh(var_48);
            var_50 = wp::add(var_35, var_49);
        }
        if (!var_39) {
            // x0 = x0 / (wp.abs(a[i] * 1.0 + wp.float32(j) * 0.25 + 2.0) + 1.0)                  <L 17>
            var_51 = wp::address(var_a, var_0);
            var_54 = wp::load(var_51);
            var_53 = wp::mul(var_54, var_52);
            var_55 = wp::float32(var_36);
            var_57 = wp::mul(var_55, var_56);
            var_58 = wp::add(var_53, var_57);
            var_60 = wp::add(var_58, var_59);
            var_61 = wp::abs(var_60);
            var_63 = wp::add(var_61, var_62);
            var_64 = wp::div(var_35, var_63);
        }
        var_65 = wp::where(var_39, var_50, var_64);
        // x0 = x0 * 0.5                                                                          <L 18>
        var_67 = wp::mul(var_65, var_66);
        // out[i] = wp.exp(wp.clamp(x0, -3.0, 3.0))                                               <L 19>
        var_70 = wp::clamp(var_67, var_68, var_69);
        var_71 = wp::exp(var_70);
        wp::array_store(var_out, var_0, var_71);
    }
}