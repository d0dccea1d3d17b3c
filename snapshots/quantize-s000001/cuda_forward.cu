extern "C" __global__ void quantize_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::int16> var_out2,
    wp::array_t<wp::uint16> var_out3)
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
        wp::float32* var_4;
        const wp::float32 var_5 = 60.0;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 0;
        bool var_11;
        const wp::int32 var_12 = 1;
        bool var_13;
        const wp::int32 var_14 = 2;
        wp::int32 var_15;
        wp::int32 var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 2.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        bool var_22;
        const wp::int32 var_23 = 4;
        wp::int32 var_24;
        wp::int32 var_25;
        bool var_26;
        const wp::float32 var_27 = 0.0;
        wp::float32 var_28;
        wp::float32* var_29;
        const wp::float32 var_30 = 65536.0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -32768.0;
        const wp::float32 var_35 = 32767.0;
        wp::float32 var_36;
        wp::int16 var_37;
        wp::float32* var_38;
        const wp::float32 var_39 = 32768.0;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 0.0;
        const wp::float32 var_44 = 65535.0;
        wp::float32 var_45;
        wp::uint16 var_46;
        //---------
        // forward
        // def quantize_s000001(                                                                  <L 7>
        // i = wp.tid()                                                                           <L 15>
        var_0 = builtin_tid1d();
        // x0 = wp.sqrt(a[i]) + wp.exp(b[i] * 60.0)                                               <L 16>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::sqrt(var_3);
        var_4 = wp::address(var_b, var_0);
        var_7 = wp::load(var_4);
        var_6 = wp::mul(var_7, var_5);
        var_8 = wp::exp(var_6);
        var_9 = wp::add(var_2, var_8);
        // x1 = 0                                                                                 <L 17>
        // if wp.isnan(x0):                                                                       <L 18>
        var_11 = wp::isnan(var_9);
        if (var_11) {
            // x1 = 1                                                                             <L 19>
        }
        if (!var_11) {
            // elif wp.isinf(x0):                                                                 <L 20>
            var_13 = wp::isinf(var_9);
            if (var_13) {
                // x1 = 2                                                                         <L 21>
            }
            var_15 = wp::where(var_13, var_14, var_10);
        }
        var_16 = wp::where(var_11, var_12, var_15);
        // if wp.bool(wp.rint(a[i] * 2.0)):                                                       <L 22>
        var_17 = wp::address(var_a, var_0);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        var_21 = wp::rint(var_19);
        var_22 = bool(var_21);
        if (var_22) {
            // x1 = x1 + 4                                                                        <L 23>
            var_24 = wp::add(var_16, var_23);
        }
        var_25 = wp::where(var_22, var_24, var_16);
        // out[i] = x1                                                                            <L 24>
        wp::array_store(var_out, var_0, var_25);
        // out1[i] = x0 if wp.isfinite(x0) else 0.0                                               <L 25>
        var_26 = wp::isfinite(var_9);
        if (var_26) {
        }
        if (!var_26) {
        }
        var_28 = wp::where(var_26, var_9, var_27);
        wp::array_store(var_out1, var_0, var_28);
        // out2[i] = wp.int16(wp.clamp(wp.rint(a[i] * 65536.0), -32768.0, 32767.0))               <L 26>
        var_29 = wp::address(var_a, var_0);
        var_32 = wp::load(var_29);
        var_31 = wp::mul(var_32, var_30);
        var_33 = wp::rint(var_31);
        var_36 = wp::clamp(var_33, var_34, var_35);
        var_37 = wp::int16(var_36);
        wp::array_store(var_out2, var_0, var_37);
        // out3[i] = wp.uint16(wp.clamp(wp.ceil(b[i] * 32768.0), 0.0, 65535.0))                   <L 27>
        var_38 = wp::address(var_b, var_0);
        var_41 = wp::load(var_38);
        var_40 = wp::mul(var_41, var_39);
        var_42 = wp::ceil(var_40);
        var_45 = wp::clamp(var_42, var_43, var_44);
        var_46 = wp::uint16(var_45);
        wp::array_store(var_out3, var_0, var_46);
    }
}