extern "C" __global__ void multi_conditional_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
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
        bool var_2;
        wp::float32* var_3;
        const wp::float32 var_4 = 0.25;
        bool var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        const wp::float32 var_8 = -0.5;
        bool var_9;
        wp::float32 var_10;
        bool var_11;
        wp::float32* var_12;
        const wp::float32 var_13 = 2.0;
        wp::float32 var_14;
        wp::float32 var_15;
        bool var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 0.5;
        bool var_19;
        wp::float32 var_20;
        wp::float32* var_21;
        const wp::float32 var_22 = -0.25;
        bool var_23;
        wp::float32 var_24;
        wp::float32* var_25;
        const wp::float32 var_26 = 0.5;
        wp::float32 var_27;
        wp::float32 var_28;
        bool var_29;
        wp::float32* var_30;
        const wp::float32 var_31 = -0.25;
        bool var_32;
        wp::float32 var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = 0.0;
        bool var_36;
        wp::float32 var_37;
        wp::float32* var_38;
        const wp::float32 var_39 = 0.5;
        wp::float32 var_40;
        wp::float32 var_41;
        bool var_42;
        wp::float32* var_43;
        const wp::float32 var_44 = 0.0;
        bool var_45;
        wp::float32 var_46;
        wp::float32* var_47;
        const wp::float32 var_48 = -0.5;
        bool var_49;
        wp::float32 var_50;
        wp::float32* var_51;
        const wp::float32 var_52 = 2.0;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32* var_55;
        const wp::float32 var_56 = 2.0;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        wp::float32 var_62;
        //---------
        // forward
        // def multi_conditional_s000001(                                                         <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = 0.0                                                                               <L 13>
        // if b[i] > 0.25 and not a[i] < -0.5:                                                    <L 14>
        var_3 = wp::address(var_b, var_0);
        var_6 = wp::load(var_3);
        var_5 = (var_6 > var_4);
        var_2 = var_5;
        if (var_2) {
            var_7 = wp::address(var_a, var_0);
            var_10 = wp::load(var_7);
            var_9 = (var_10 < var_8);
            var_11 = wp::unot(var_9);
            var_2 = var_2 && var_11;
        }
        if (var_2) {
            // x0 = b[i] / 2.0                                                                    <L 15>
            var_12 = wp::address(var_b, var_0);
            var_15 = wp::load(var_12);
            var_14 = wp::div(var_15, var_13);
        }
        if (!var_2) {
            // elif a[i] > 0.5 or b[i] < -0.25:                                                   <L 16>
            var_17 = wp::address(var_a, var_0);
            var_20 = wp::load(var_17);
            var_19 = (var_20 > var_18);
            var_16 = var_19;
            if (!var_16) {
                var_21 = wp::address(var_b, var_0);
                var_24 = wp::load(var_21);
                var_23 = (var_24 < var_22);
                var_16 = var_16 || var_23;
            }
            if (var_16) {
                // x0 = b[i] * 0.5                                                                <L 17>
                var_25 = wp::address(var_b, var_0);
                var_28 = wp::load(var_25);
                var_27 = wp::mul(var_28, var_26);
            }
            if (!var_16) {
                // elif b[i] > -0.25 and a[i] > 0.0:                                              <L 18>
                var_30 = wp::address(var_b, var_0);
                var_33 = wp::load(var_30);
                var_32 = (var_33 > var_31);
                var_29 = var_32;
                if (var_29) {
                    var_34 = wp::address(var_a, var_0);
                    var_37 = wp::load(var_34);
                    var_36 = (var_37 > var_35);
                    var_29 = var_29 && var_36;
                }
                if (var_29) {
                    // x0 = a[i] - 0.5                                                            <L 19>
                    var_38 = wp::address(var_a, var_0);
                    var_41 = wp::load(var_38);
                    var_40 = wp::sub(var_41, var_39);
                }
                if (!var_29) {
                    // elif a[i] < 0.0 or b[i] > -0.5:                                            <L 20>
                    var_43 = wp::address(var_a, var_0);
                    var_46 = wp::load(var_43);
                    var_45 = (var_46 < var_44);
                    var_42 = var_45;
                    if (!var_42) {
                        var_47 = wp::address(var_b, var_0);
                        var_50 = wp::load(var_47);
                        var_49 = (var_50 > var_48);
                        var_42 = var_42 || var_49;
                    }
                    if (var_42) {
                        // x0 = a[i] / 2.0                                                        <L 21>
                        var_51 = wp::address(var_a, var_0);
                        var_54 = wp::load(var_51);
                        var_53 = wp::div(var_54, var_52);
                    }
                    if (!var_42) {
                        // x0 = b[i] + 2.0                                                        <L 23>
                        var_55 = wp::address(var_b, var_0);
                        var_58 = wp::load(var_55);
                        var_57 = wp::add(var_58, var_56);
                    }
                    var_59 = wp::where(var_42, var_53, var_57);
                }
                var_60 = wp::where(var_29, var_40, var_59);
            }
            var_61 = wp::where(var_16, var_27, var_60);
        }
        var_62 = wp::where(var_2, var_14, var_61);
        // out[i] = x0                                                                            <L 24>
        wp::array_store(var_out, var_0, var_62);
    }
}